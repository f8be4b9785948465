// The sync status every tab shows in its header: network state, whether a sync is running (in
// this tab or another), the last successful sync and the last error. A vanilla zustand store so
// the runtime writes it without React and the header reads it with a hook.
import { createStore } from 'zustand/vanilla';
import type { NetworkStatus } from '../network/network-monitor';

export interface SyncStatus {
  network: NetworkStatus;
  syncing: boolean;
  lastSyncedAt: string | null;
  lastError: string | null;
}

export const syncStatusStore = createStore<SyncStatus>(() => ({
  network: 'checking',
  syncing: false,
  lastSyncedAt: null,
  lastError: null,
}));
