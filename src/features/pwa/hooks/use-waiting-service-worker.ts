import { useCallback, useEffect, useState } from 'react';
import { registerAppServiceWorker } from '../register-app-service-worker';
import { skipWaitingMessage } from '@/offline';

export interface WaitingServiceWorker {
  waiting: ServiceWorker | null;
  applyUpdate: () => void;
}

// Watches the registration through the standard API so it works whoever registered the worker; a
// worker counts as an update only when another one already controls this page.
function watchForWaitingWorker(
  registration: ServiceWorkerRegistration,
  onWaiting: (worker: ServiceWorker) => void,
): () => void {
  const controlled = () => navigator.serviceWorker.controller !== null;
  const track = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const onStateChange = () => {
      if (worker.state === 'installed' && controlled()) onWaiting(worker);
    };
    worker.addEventListener('statechange', onStateChange);
    onStateChange();
  };
  const onUpdateFound = () => track(registration.installing);

  if (registration.waiting && controlled()) onWaiting(registration.waiting);
  track(registration.installing);
  registration.addEventListener('updatefound', onUpdateFound);
  return () => registration.removeEventListener('updatefound', onUpdateFound);
}

export function useWaitingServiceWorker(): WaitingServiceWorker {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    const container = globalThis.navigator?.serviceWorker;
    if (!container) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void registerAppServiceWorker();
    void container.ready.then((registration) => {
      if (!cancelled) stop = watchForWaitingWorker(registration, setWaiting);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  const applyUpdate = useCallback(() => {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage(skipWaitingMessage);
  }, [waiting]);

  return { waiting, applyUpdate };
}
