import { logger } from '@/lib/logger';

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
