// The worker's half of the background-sync bridge (contract with src/offline/sync/request-background-sync.ts
// and answer-background-sync.ts): registers the 'storycanvas-sync' tag when a page asks, and on 'sync'
// asks the pages to replay the queue.
import {
  backgroundSyncTag,
  isServiceWorkerMessage,
  replaySyncMessage,
} from '../src/offline/service-worker-messages';
import { waitForReplay } from './wait-for-replay';

export const replayTimeoutMs = 30_000;

export function registerBackgroundSyncBridge(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (!isServiceWorkerMessage(event.data, 'register-sync')) return;
    const sync = scope.registration.sync;
    if (!sync) return;
    event.waitUntil(sync.register(backgroundSyncTag).catch(() => undefined));
  });

  scope.addEventListener('sync', (event) => {
    if (event.tag !== backgroundSyncTag) return;
    event.waitUntil(replayInPages(scope));
  });
}

async function replayInPages(scope: ServiceWorkerGlobalScope): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: false });
  if (windows.length === 0) return;
  const done = waitForReplay(scope, replayTimeoutMs);
  for (const client of windows) client.postMessage(replaySyncMessage);
  await done;
}
