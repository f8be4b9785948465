// Live single story for the reader and editor; null once it is missing or deleted.
// Reads only the device store, which is the source of truth on the device.
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../db';
import type { LocalStory } from '../offline-records';
import { storeFailure } from './commit-local-write';
import { readLocal } from './read-local';

export function useStory(id: string): LocalStory | null | undefined {
  return useLiveQuery(
    () =>
      readLocal(storeFailure.get('stories'), async () => {
        const story = await getDb().stories.get(id);
        return story && !story.deleted_at ? story : null;
      }),
    [id],
  );
}
