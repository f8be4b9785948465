import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import {
  readStorageHealth,
  retryFailedSync,
  subscribeStorageHealth,
  syncStatusStore,
  useFailedOperationCount,
  useUnsyncedOperationCount,
} from '@/offline';

/** Reads everything the header shows about the sync the app started (src/app/start-sync.ts). */
export function useSyncStatus() {
  const status = useStore(syncStatusStore);
  const storage = useSyncExternalStore(
    subscribeStorageHealth,
    readStorageHealth,
    readStorageHealth,
  );
  const pendingCount = useUnsyncedOperationCount() ?? 0;
  const failedCount = useFailedOperationCount() ?? 0;
  return { ...status, pendingCount, failedCount, storage };
}

/** The header's Retry: failed changes go back to the queue and a sync starts at once. */
export function retryFailedChanges(): void {
  retryFailedSync().catch((error: unknown) => {
    syncStatusStore.setState({
      lastError: error instanceof Error ? error.message : String(error),
    });
  });
}
