import { logger } from '@/lib/logger';
import { claimClientsMessage } from '@/offline';

const updateCheckIntervalMs = 60 * 60 * 1000;

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

// The app's one service-worker registration (start-up leaves it to the update prompt, which must hear
// about waiting versions). Dev builds have no worker: vite-plugin-pwa's devOptions are off. A long-open
// tab checks for a new version hourly; navigations check anyway.
export function registerAppServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  const container = globalThis.navigator?.serviceWorker;
  if (!import.meta.env.PROD || !container) return Promise.resolve(undefined);
  registration ??= container.register('/sw.js', { scope: '/' }).then(
    (registered) => {
      setInterval(() => void registered.update().catch(() => undefined), updateCheckIntervalMs);
      // A page still loading when the first worker activated missed its claim (sw/claim-on-request.ts).
      void container.ready.then((ready) => {
        if (!container.controller) ready.active?.postMessage(claimClientsMessage);
      });
      return registered;
    },
    (error: unknown) => {
      logger.warn('Service worker registration failed; the app will not open offline', error, {
        component: 'pwa',
      });
      return undefined;
    },
  );
  return registration;
}
