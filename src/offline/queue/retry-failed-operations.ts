// The user's manual retry (docs/product.md §4: a failed operation returns to pending on a manual retry), for the
// sync runtime behind the header's Retry button: operations that used up their automatic attempts, or
// that the server refused, go back to pending for the next run.
import type { StoryCanvasDB } from '../db';
import type { OperationQueue } from './operation-queue';

/** Returns how many operations went back to pending. */
export async function retryFailedOperations(
  db: StoryCanvasDB,
  queue: OperationQueue,
): Promise<number> {
  const failed = await db.operation_queue.where('status').equals('failed').primaryKeys();
  let moved = 0;
  for (const id of failed) {
    // One may have been retried or completed meanwhile by a scheduled retry; that is not an error here.
    moved += await queue.retryOperation(id).then(
      () => 1,
      () => 0,
    );
  }
  return moved;
}
