// The device's queue of grown-up changes: every account's in one localStorage entry (it outlives a
// reload and a sign-out, so nothing a parent approved offline is lost), each read for its account.
import { STORAGE_KEYS } from '@/offline';
import type { QueuedGrownUpChange } from './grown-up-change';

const listeners = new Set<() => void>();

function readAll(): QueuedGrownUpChange[] {
  try {
    const parsed: unknown = JSON.parse(
      globalThis.localStorage?.getItem(STORAGE_KEYS.grownUpChanges) ?? '[]',
    );
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry: Partial<QueuedGrownUpChange> | null) =>
            typeof entry?.id === 'string' &&
            typeof entry.userId === 'string' &&
            typeof entry.change?.kind === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The account's queued changes, oldest first. */
export function readGrownUpChanges(userId: string): QueuedGrownUpChange[] {
  return readAll().filter((entry) => entry.userId === userId);
}

/**
 * Rewrites the queue from what it holds now (a change queued meanwhile in another tab is kept).
 * Throws when the device refuses to store it, so a change is never dropped without a word.
 */
export function rewriteGrownUpChanges(
  rewrite: (entries: QueuedGrownUpChange[]) => QueuedGrownUpChange[],
): void {
  const entries = rewrite(readAll());
  if (entries.length === 0) globalThis.localStorage?.removeItem(STORAGE_KEYS.grownUpChanges);
  else globalThis.localStorage?.setItem(STORAGE_KEYS.grownUpChanges, JSON.stringify(entries));
  for (const listener of listeners) listener();
}

/** Called when this tab or another changes the queue. */
export function subscribeGrownUpChanges(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.grownUpChanges) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
