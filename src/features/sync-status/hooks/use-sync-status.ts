import { useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { getSupabaseClient } from '@/lib/supabase-client';
import { logger } from '@/lib/logger';
import { setOfflineLogSink } from '@/offline/offline-log';
import { startOfflineSync } from '@/offline/sync/start-offline-sync';
import { syncStatusStore } from '@/offline/sync/sync-status-store';
import { readStorageHealth, subscribeStorageHealth } from '@/offline/storage-health';
import { useUnsyncedOperationCount } from '@/offline/repositories/use-unsynced-operation-count';

/** Starts the page's offline sync once and reads everything the header shows about it. */
export function useSyncStatus() {
  useEffect(() => {
    setOfflineLogSink(logger.scoped({ component: 'offline' }));
    void startOfflineSync(getSupabaseClient).catch((error: unknown) => {
      syncStatusStore.setState({ lastError: error instanceof Error ? error.message : String(error) });
    });
  }, []);
  const status = useStore(syncStatusStore);
  const storage = useSyncExternalStore(subscribeStorageHealth, readStorageHealth, readStorageHealth);
  const pendingCount = useUnsyncedOperationCount() ?? 0;
  return { ...status, pendingCount, storage };
}
