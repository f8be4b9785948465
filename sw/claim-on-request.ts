// The first worker claims the open pages as it activates (clientsClaim), but a page whose navigation
// was still in flight then is not yet a client it can claim, and its request went to the network:
// it stays uncontrolled, and does not work offline, until it is reloaded. Such a page asks the
// active worker to claim it ({type:'claim-clients'}, sent by registerAppServiceWorker).
import { isServiceWorkerMessage } from '../src/offline/service-worker-messages';

export function claimOnRequest(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (isServiceWorkerMessage(event.data, 'claim-clients')) event.waitUntil(scope.clients.claim());
  });
}
