// A mark in localStorage while changes wait to sync. The data layer (dexie, the sync engine) loads
// when the page is idle, but a page that has changes waiting starts it at once: the mark can be
// read without opening IndexedDB.
import { STORAGE_KEYS } from './storage-keys';

export function markPendingChanges(waiting: boolean): void {
  try {
    if (waiting) globalThis.localStorage?.setItem(STORAGE_KEYS.pendingChanges, '1');
    else globalThis.localStorage?.removeItem(STORAGE_KEYS.pendingChanges);
  } catch {
    // Storage refused (private mode, full disk): sync then starts when the page is idle.
  }
}
