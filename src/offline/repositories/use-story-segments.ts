// Live segments of one story in reading order (sequence_number), for the reader and editor.
// Tombstoned segments are hidden.
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../db';
import type { LocalSegment } from '../offline-records';
import { storeFailure } from './commit-local-write';
import { readLocal } from './read-local';

export function useStorySegments(storyId: string): LocalSegment[] | undefined {
  return useLiveQuery(
    () =>
      readLocal(storeFailure.query('story_segments'), async () => {
        const segments = await getDb()
          .story_segments.where('story_id')
          .equals(storyId)
          .sortBy('sequence_number');
        return segments.filter((segment) => !segment.deleted_at);
      }),
    [storyId],
  );
}
