// The page's half of the background-sync bridge (contract with sw/): asks the service worker to
// register the 'storycanvas-sync' tag while operations wait, and answers its 'replay-sync' message
// by running the same replay function the 'reconnected' path uses, then 'replay-sync-done'.
import {
  isServiceWorkerMessage,
  registerSyncMessage,
  replaySyncDoneMessage,
} from '../service-worker-messages';

export interface BackgroundSyncBridge {
  requestBackgroundSync(): void;
  dispose(): void;
}

export function bridgeBackgroundSync(replay: () => Promise<unknown>): BackgroundSyncBridge {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return { requestBackgroundSync: () => undefined, dispose: () => undefined };

  const onMessage = (event: MessageEvent<unknown>) => {
    if (!isServiceWorkerMessage(event.data, 'replay-sync')) return;
    const answer = () => {
      const target = (event.source as ServiceWorker | null) ?? container.controller;
      target?.postMessage(replaySyncDoneMessage);
    };
    replay().then(answer, answer);
  };
  container.addEventListener('message', onMessage);
  return {
    requestBackgroundSync: () => container.controller?.postMessage(registerSyncMessage),
    dispose: () => container.removeEventListener('message', onMessage),
  };
}
