// The live segments of one story in reading order (sequence_number), tombstones left out; a failed read is
// logged with the wording of docs/product.md §8 before it reaches the caller.
import { getDb } from '../db';
import type { LocalSegment } from '../offline-records';
import { storeFailure } from './commit-local-write';
import { readLocal } from './read-local';

export function readStorySegments(storyId: string): Promise<LocalSegment[]> {
  return readLocal(storeFailure.query('story_segments'), async () => {
    const segments = await getDb()
      .story_segments.where('story_id')
      .equals(storyId)
      .sortBy('sequence_number');
    return segments.filter((segment) => !segment.deleted_at);
  });
}
