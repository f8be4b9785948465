// Starts the page's offline sync once, for the app's start-up (src/app/start-sync.ts): network monitor,
// tab coordination and one replay function, run 2000 ms after 'reconnected', at start-up, on sign-in,
// when the tab shows, soon after local edits while online, and (through the app's background-sync
// answer) on the service worker's 'replay-sync'. Works from an offline start.
import { liveQuery } from 'dexie';
import type { StoryCanvasClient } from '@/lib/supabase-client';
import { yieldToBrowser } from '@/lib/start-up/yield-to-browser';
import { openDb } from '../db';
import { HEARTBEAT_INTERVAL_MS, NetworkMonitor } from '../network/network-monitor';
import { OperationQueue } from '../queue/operation-queue';
import { retryFailedOperations } from '../queue/retry-failed-operations';
import { SyncEngine } from './sync-engine';
import { markPendingChanges } from '../pending-changes-marker';
import { createLocalCheckpointStore } from './sync-checkpoint';
import { openTabChannel, runInOneTab } from './coordinate-tabs';
import { requestBackgroundSync } from './request-background-sync';
import { syncStatusStore, type SyncStatus } from './sync-status-store';
import type { SyncResult } from './sync-events';

export const RECONNECT_SYNC_DELAY_MS = 2000;
/** Edits made while online are gathered for a moment so a burst of typing becomes one batch. */
export const LOCAL_EDIT_SYNC_DELAY_MS = 1000;

export interface OfflineSync {
  replaySync(): Promise<SyncResult | null>;
  /** The user's Retry: every failed operation goes back to pending, then a run starts. */
  retryFailed(): Promise<SyncResult | null>;
  monitor: NetworkMonitor;
  stop(): void;
}

let running: Promise<OfflineSync> | undefined;

/** The user's Retry: failed operations go back to pending and the running sync starts a run at
 * once; before the app has started the sync, there is nothing to retry with. */
export async function retryFailedSync(): Promise<SyncResult | null> {
  return running ? (await running).retryFailed() : null;
}

/** A run now, to pull what another device changed (a story refused as changed since it was read). */
export async function syncNow(): Promise<SyncResult | null> {
  return running ? (await running).replaySync() : null;
}

export function startOfflineSync(
  getClient: () => Promise<StoryCanvasClient>,
): Promise<OfflineSync> {
  running ??= createOfflineSync(getClient).catch((error: unknown) => {
    running = undefined;
    throw error;
  });
  return running;
}

async function createOfflineSync(
  getClient: () => Promise<StoryCanvasClient>,
): Promise<OfflineSync> {
  const db = await openDb();
  // The sync starts with the page: opening the database, following the queue, recovering
  // interrupted runs and the first connection check each run in a task of their own.
  await yieldToBrowser();
  const monitor = new NetworkMonitor();
  const cleanups: Array<() => void> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleSync = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void replaySync(), delayMs);
  };

  // The client needs /api/config, which an offline start cannot fetch: the engine is made on the first online sync.
  let engine: Promise<SyncEngine> | undefined;
  const getEngine = () => {
    engine ??= getClient().then((client) => {
      const { data } = client.auth.onAuthStateChange((event) => {
        if (event === 'SIGNED_IN') scheduleSync(0);
      });
      cleanups.push(() => data.subscription.unsubscribe());
      const created = new SyncEngine({
        db,
        client,
        isOnline: () => monitor.isOnline(),
        checkpoints: createLocalCheckpointStore(),
        onRetryDue: () => scheduleSync(0),
      });
      cleanups.push(() => created.dispose());
      return created;
    });
    engine.catch(() => (engine = undefined));
    return engine;
  };

  const channel = openTabChannel((message) => syncStatusStore.setState(message.status));
  const publish = (status: Partial<SyncStatus>) => {
    syncStatusStore.setState(status);
    const { syncing, lastSyncedAt, lastError } = syncStatusStore.getState();
    channel.announce({ type: 'sync-status', status: { syncing, lastSyncedAt, lastError } });
  };

  // The one replay function: the reconnect path and the service worker's background sync both end here.
  let again = false;
  async function replaySync(): Promise<SyncResult | null> {
    if (!monitor.isOnline()) return null;
    const current = await getEngine().catch(() => null);
    if (!current) return null;
    if (current.isSyncing()) {
      // Changes queued while a run is under way must not wait for the next trigger.
      again = true;
      return null;
    }
    again = false;
    const result = await runInOneTab(async () => {
      await current.queue.releaseInterrupted();
      publish({ syncing: true });
      const outcome = await current
        .sync()
        .catch((error: Error) => ({ success: false, errors: [error.message] }) as SyncResult);
      publish({
        syncing: false,
        lastError: outcome.success ? null : (outcome.errors[0] ?? null),
        ...(outcome.success ? { lastSyncedAt: new Date().toISOString() } : {}),
      });
      return outcome;
    });
    if (again) scheduleSync(0);
    return result;
  }

  const localQueue = new OperationQueue(db);
  let unsynced = 0;
  const unsyncedSubscription = liveQuery(() => localQueue.countUnsynced()).subscribe((count) => {
    const grew = count > unsynced;
    unsynced = count;
    markPendingChanges(count > 0);
    if (!grew) return;
    if (monitor.isOnline()) scheduleSync(LOCAL_EDIT_SYNC_DELAY_MS);
    else requestBackgroundSync();
  });
  const unsubscribeMonitor = monitor.subscribe((event) => {
    syncStatusStore.setState({ network: event.status });
    if (event.type === 'reconnected') scheduleSync(RECONNECT_SYNC_DELAY_MS);
    // At start-up: push what waits and pull what other devices wrote meanwhile.
    else if (event.status === 'online' && event.previous === 'checking') scheduleSync(0);
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') scheduleSync(0);
  };
  document.addEventListener('visibilitychange', onVisible);
  // Safety net with the heartbeat's rhythm: changes still waiting while online get another run.
  const watchdog = setInterval(() => {
    if (unsynced > 0 && monitor.isOnline()) void replaySync();
  }, HEARTBEAT_INTERVAL_MS);

  await yieldToBrowser();
  await runInOneTab(() => localQueue.recoverInterrupted());
  await yieldToBrowser();
  monitor.start();

  return {
    replaySync,
    retryFailed: async () => {
      await retryFailedOperations(db, localQueue);
      return replaySync();
    },
    monitor,
    stop: () => {
      clearTimeout(timer);
      clearInterval(watchdog);
      unsubscribeMonitor();
      unsyncedSubscription.unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
      channel.close();
      monitor.stop();
      for (const cleanup of cleanups) cleanup();
      running = undefined;
    },
  };
}
