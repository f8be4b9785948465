// Live single story for the reader and editor; null once it is missing or deleted.
// Reads only the device store, which is the source of truth on the device.
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../db';
import type { LocalStory } from '../offline-records';

export function useStory(id: string): LocalStory | null | undefined {
  return useLiveQuery(async () => {
    const story = await getDb().stories.get(id);
    return story && !story.deleted_at ? story : null;
  }, [id]);
}
