// The page's answering half of the background-sync bridge (contract with sw/background-sync-bridge):
// answers the service worker's 'replay-sync' message by running the same replay function the
// 'reconnected' path uses, then 'replay-sync-done'. The app starts it beside the sync (src/app/start-sync.ts).
import { isServiceWorkerMessage, replaySyncDoneMessage } from '../service-worker-messages';

/** Returns the function that stops answering. */
export function answerBackgroundSync(replay: () => Promise<unknown>): () => void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return () => undefined;

  const onMessage = (event: MessageEvent<unknown>) => {
    if (!isServiceWorkerMessage(event.data, 'replay-sync')) return;
    const answer = () => {
      const target = (event.source as ServiceWorker | null) ?? container.controller;
      target?.postMessage(replaySyncDoneMessage);
    };
    replay().then(answer, answer);
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
