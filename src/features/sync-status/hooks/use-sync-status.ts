import { useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { getSupabaseClient } from '@/lib/supabase-client';
import { logger } from '@/lib/logger';
import {
  readStorageHealth,
  setOfflineLogSink,
  startOfflineSync,
  subscribeStorageHealth,
  syncStatusStore,
  useFailedOperationCount,
  useUnsyncedOperationCount,
} from '@/offline';

/** Starts the page's offline sync once and reads everything the header shows about it. */
export function useSyncStatus() {
  useEffect(() => {
    setOfflineLogSink(logger.scoped({ component: 'offline' }));
    void startOfflineSync(getSupabaseClient).catch((error: unknown) => {
      syncStatusStore.setState({
        lastError: error instanceof Error ? error.message : String(error),
      });
    });
  }, []);
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
  void startOfflineSync(getSupabaseClient)
    .then((sync) => sync.retryFailed())
    .catch((error: unknown) => {
      syncStatusStore.setState({
        lastError: error instanceof Error ? error.message : String(error),
      });
    });
}
