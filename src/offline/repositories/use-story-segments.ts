// Live segments of one story in reading order (sequence_number), for the reader and editor.
// Tombstoned segments are hidden.
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../db';
import type { LocalSegment } from '../offline-records';

export function useStorySegments(storyId: string): LocalSegment[] | undefined {
  return useLiveQuery(async () => {
    const segments = await getDb().story_segments.where('story_id').equals(storyId).sortBy('sequence_number');
    return segments.filter((segment) => !segment.deleted_at);
  }, [storyId]);
}
