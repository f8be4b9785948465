// How much the device store holds, for /diagnostics; a failed count is logged with the wording of docs/product.md §8.
import { getDb } from '../db';
import { storeFailure } from './commit-local-write';
import { readLocal } from './read-local';

export interface LocalRecordCounts {
  stories: number;
  segments: number;
  operations: number;
}

export function countLocalRecords(): Promise<LocalRecordCounts> {
  return readLocal(storeFailure.getAll('stories, story_segments and operation_queue'), async () => {
    const db = getDb();
    const [stories, segments, operations] = await Promise.all([
      db.stories.count(),
      db.story_segments.count(),
      db.operation_queue.count(),
    ]);
    return { stories, segments, operations };
  });
}
