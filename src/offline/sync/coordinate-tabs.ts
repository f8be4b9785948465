// Makes sure only one tab syncs at a time (Web Locks) and that the others hear how it went
// (BroadcastChannel), for the sync runtime. Where a browser lacks either, the tab works alone.
import type { SyncStatus } from './sync-status-store';

export const SYNC_LOCK_NAME = 'storycanvas-sync';
export const SYNC_CHANNEL_NAME = 'storycanvas-sync-status';

export type TabMessage = {
  type: 'sync-status';
  status: Pick<SyncStatus, 'syncing' | 'lastSyncedAt' | 'lastError'>;
};

/** Runs `work` unless another tab holds the sync lock, in which case it resolves null at once. */
export async function runInOneTab<T>(work: () => Promise<T>): Promise<T | null> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return work();
  return locks.request(SYNC_LOCK_NAME, { ifAvailable: true }, async (lock) =>
    lock ? work() : null,
  );
}

export interface TabChannel {
  announce(message: TabMessage): void;
  close(): void;
}

export function openTabChannel(onMessage: (message: TabMessage) => void): TabChannel {
  if (typeof BroadcastChannel === 'undefined')
    return { announce: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(SYNC_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    if (event.data?.type === 'sync-status') onMessage(event.data);
  };
  return { announce: (message) => channel.postMessage(message), close: () => channel.close() };
}
