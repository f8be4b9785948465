// One live segment from the device store, or null once it is missing or tombstoned; a failed read is logged
// with the wording of docs/product.md §8 before it reaches the caller.
import { getDb } from '../db';
import type { LocalSegment } from '../offline-records';
import { storeFailure } from './commit-local-write';
import { readLocal } from './read-local';

export function readSegment(id: string): Promise<LocalSegment | null> {
  return readLocal(storeFailure.get('story_segments'), async () => {
    const segment = await getDb().story_segments.get(id);
    return segment && !segment.deleted_at ? segment : null;
  });
}
