// The page's request half of the background-sync bridge (contract with sw/background-sync-bridge):
// while operations wait offline, asks the service worker to register the 'storycanvas-sync' tag, so
// the browser wakes it to replay the queue once the connection is back, even after the tab closed.
import { registerSyncMessage } from '../service-worker-messages';

export function requestBackgroundSync(): void {
  globalThis.navigator?.serviceWorker?.controller?.postMessage(registerSyncMessage);
}
