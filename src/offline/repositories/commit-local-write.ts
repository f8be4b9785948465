// Runs one local write and its queued operation in a single Dexie transaction, for every
// repository: a crash or a closed tab can never leave a change without its operation.
// A full disk becomes visible state (storage-health) and nothing already saved is touched.
import type { StoryCanvasDB } from '../db';
import { isQuotaError, StorageFullError } from '../detect-quota-error';
import { readStorageHealth, setStorageHealth } from '../storage-health';
import { offlineLog } from '../offline-log';
import { markPendingChanges } from '../pending-changes-marker';

/** docs/product.md §8 wording of a failed local write, which is logged: 'Failed to add item to {store}' and its siblings. */
export const storeFailure = {
  add: (store: string) => `Failed to add item to ${store}`,
  update: (store: string) => `Failed to update item in ${store}`,
  delete: (store: string) => `Failed to delete item from ${store}`,
  get: (store: string) => `Failed to get item from ${store}`,
  getAll: (store: string) => `Failed to get all items from ${store}`,
  query: (store: string) => `Failed to query ${store} by index`,
} as const;

export async function commitLocalWrite<T>(
  db: StoryCanvasDB,
  failure: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    const result = await db.transaction(
      'rw',
      [db.stories, db.story_segments, db.operation_queue],
      write,
    );
    if (readStorageHealth().full) setStorageHealth({ full: false, message: null });
    markPendingChanges(true);
    return result;
  } catch (error) {
    offlineLog.error(failure, error);
    if (!isQuotaError(error)) throw error;
    const full = new StorageFullError(error);
    setStorageHealth({ full: true, message: full.message });
    throw full;
  }
}
