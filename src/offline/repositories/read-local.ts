// Runs one read of the device store for the repositories' live queries (reader, editor, My Stories,
// header count): a failure is logged with the wording of docs/product.md §8 ('Failed to get item from {store}' and
// its siblings), then reaches the page as before, whose error screen shows it.
import { offlineLog } from '../offline-log';

export async function readLocal<T>(failure: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    offlineLog.error(failure, error);
    throw error;
  }
}
