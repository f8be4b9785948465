// Live segments of one story in reading order (sequence_number), for the reader and editor.
// Tombstoned segments are hidden.
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalSegment } from '../offline-records';
import { readStorySegments } from './read-story-segments';

export function useStorySegments(storyId: string): LocalSegment[] | undefined {
  return useLiveQuery(() => readStorySegments(storyId), [storyId]);
}
