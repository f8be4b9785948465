// Visible state of the device store for the sync-status header: whether the last local write was
// refused because storage is full. Framework-free so the repositories can set it.

export interface StorageHealth {
  full: boolean;
  message: string | null;
}

type Listener = (health: StorageHealth) => void;

let current: StorageHealth = { full: false, message: null };
const listeners = new Set<Listener>();

export function readStorageHealth(): StorageHealth {
  return current;
}

export function setStorageHealth(next: StorageHealth): void {
  current = next;
  for (const listener of listeners) listener(current);
}

export function subscribeStorageHealth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
