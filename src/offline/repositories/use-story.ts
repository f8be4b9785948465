// Live single story for the reader and editor; null once it is missing or deleted.
// Reads only the device store, which is the source of truth on the device.
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalStory } from '../offline-records';
import { readStory } from './read-story';

export function useStory(id: string): LocalStory | null | undefined {
  return useLiveQuery(() => readStory(id), [id]);
}
