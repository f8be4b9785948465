// What the page runs, and when. main.tsx runs the start-up checks, then renders or hydrates the page
// without the data layer. Once React has committed the page and the data layer is due
// (whenDataLayerDue: the page loaded and idle, or at once while changes wait to sync), main.tsx
// loads this module, which starts, in this order:
// 1. the offline log sink: the device store's warnings go to the app's logger;
// 2. the sync engine (offline/sync): network monitor, tab coordination and the replay of the queue;
// 3. the background-sync answer: the service worker's 'replay-sync' runs that same replay.
// They run for the page's life. Features only read the sync (the header's status, its Retry); the
// lint refuses a feature that starts it. The service worker registers with the update prompt (features/pwa).
import { getSupabaseClient } from '@/lib/supabase-client';
import { logger } from '@/lib/logger';
import {
  answerBackgroundSync,
  setOfflineLogSink,
  startOfflineSync,
  syncStatusStore,
} from '@/offline';

/** Starts the page's sync; resolves with the function that stops it (for tests). */
export async function startSync(): Promise<() => void> {
  setOfflineLogSink(logger.scoped({ component: 'offline' }));
  try {
    const sync = await startOfflineSync(getSupabaseClient);
    const stopAnswering = answerBackgroundSync(sync.replaySync);
    return () => {
      stopAnswering();
      sync.stop();
    };
  } catch (error) {
    syncStatusStore.setState({
      lastError: error instanceof Error ? error.message : String(error),
    });
    return () => undefined;
  }
}
