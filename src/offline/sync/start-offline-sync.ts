// Starts the page's offline sync once, for the app shell: network monitor, sync engine, tab coordination
// and one replay function, run 2000 ms after 'reconnected', at start-up, on sign-in, when the tab shows,
// soon after local edits while online, and on the service worker's 'replay-sync'.
import { liveQuery } from 'dexie';
import type { SupabaseClient } from '@supabase/supabase-js';
import { openDb } from '../db';
import { NetworkMonitor } from '../network/network-monitor';
import { SyncEngine } from './sync-engine';
import { createLocalCheckpointStore } from './sync-checkpoint';
import { openTabChannel, runInOneTab } from './coordinate-tabs';
import { bridgeBackgroundSync } from './bridge-background-sync';
import { syncStatusStore, type SyncStatus } from './sync-status-store';
import type { SyncResult } from './sync-events';

export const RECONNECT_SYNC_DELAY_MS = 2000;
/** Edits made while online are gathered for a moment so a burst of typing becomes one batch. */
export const LOCAL_EDIT_SYNC_DELAY_MS = 1000;

export interface OfflineSync {
  replaySync(): Promise<SyncResult | null>;
  monitor: NetworkMonitor;
  engine: SyncEngine;
  stop(): void;
}

let running: Promise<OfflineSync> | undefined;

export function startOfflineSync(getClient: () => Promise<SupabaseClient>): Promise<OfflineSync> {
  running ??= createOfflineSync(getClient);
  return running;
}

async function createOfflineSync(getClient: () => Promise<SupabaseClient>): Promise<OfflineSync> {
  const db = await openDb();
  const client = await getClient();
  const monitor = new NetworkMonitor();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleSync = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void replaySync(), delayMs);
  };
  const engine = new SyncEngine({
    db,
    client,
    isOnline: () => monitor.isOnline(),
    checkpoints: createLocalCheckpointStore(),
    onRetryDue: () => scheduleSync(0),
  });
  const channel = openTabChannel((message) => syncStatusStore.setState(message.status));
  const publish = (status: Partial<SyncStatus>) => {
    syncStatusStore.setState(status);
    const { syncing, lastSyncedAt, lastError } = syncStatusStore.getState();
    channel.announce({ type: 'sync-status', status: { syncing, lastSyncedAt, lastError } });
  };

  // The one replay function: the reconnect path and the service worker's background sync both end here.
  async function replaySync(): Promise<SyncResult | null> {
    if (!monitor.isOnline() || engine.isSyncing()) return null;
    return runInOneTab(async () => {
      await engine.queue.releaseInterrupted();
      publish({ syncing: true });
      const result = await engine.sync().catch((error: Error) => ({ success: false, errors: [error.message] }) as SyncResult);
      publish({
        syncing: false,
        lastError: result.success ? null : (result.errors[0] ?? null),
        ...(result.success ? { lastSyncedAt: new Date().toISOString() } : {}),
      });
      return result;
    });
  }

  const bridge = bridgeBackgroundSync(replaySync);
  let unsynced = 0;
  const unsyncedSubscription = liveQuery(() => engine.queue.countUnsynced()).subscribe((count) => {
    const grew = count > unsynced;
    unsynced = count;
    if (!grew) return;
    if (monitor.isOnline()) scheduleSync(LOCAL_EDIT_SYNC_DELAY_MS);
    else bridge.requestBackgroundSync();
  });
  const unsubscribeMonitor = monitor.subscribe((event) => {
    syncStatusStore.setState({ network: event.status });
    if (event.type === 'reconnected') scheduleSync(RECONNECT_SYNC_DELAY_MS);
    // At start-up: push what waits and pull what other devices wrote meanwhile.
    else if (event.status === 'online' && event.previous === 'checking') scheduleSync(0);
  });
  const { data: authListener } = client.auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_IN') scheduleSync(0);
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') scheduleSync(0);
  };
  document.addEventListener('visibilitychange', onVisible);

  await runInOneTab(() => engine.queue.recoverInterrupted());
  monitor.start();

  return {
    replaySync,
    monitor,
    engine,
    stop: () => {
      clearTimeout(timer);
      unsubscribeMonitor();
      authListener.subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
      unsyncedSubscription.unsubscribe();
      bridge.dispose();
      channel.close();
      monitor.stop();
      engine.dispose();
      running = undefined;
    },
  };
}
