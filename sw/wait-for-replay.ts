// Resolves when any page answers {type:'replay-sync-done'} or after the time-out, so a sync event
// never hangs the worker when every page is frozen or closed before it finishes.
import { isServiceWorkerMessage } from '../src/offline/service-worker-messages';

export function waitForReplay(scope: EventTarget, timeoutMs: number): Promise<'done' | 'timeout'> {
  return new Promise((resolve) => {
    const finish = (outcome: 'done' | 'timeout') => {
      clearTimeout(timer);
      scope.removeEventListener('message', onMessage);
      resolve(outcome);
    };
    const onMessage = (event: Event) => {
      if (isServiceWorkerMessage((event as MessageEvent).data, 'replay-sync-done')) finish('done');
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    scope.addEventListener('message', onMessage);
  });
}
