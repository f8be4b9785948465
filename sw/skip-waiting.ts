// A new worker waits until the page asks it to take over ({type:'SKIP_WAITING'}, sent by
// workbox-window's messageSkipWaiting after the user chose Reload), so nobody is reloaded mid-story.
import { isServiceWorkerMessage } from '../src/offline/service-worker-messages';

export function listenForSkipWaiting(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (isServiceWorkerMessage(event.data, 'SKIP_WAITING')) void scope.skipWaiting();
  });
}
