const updateCheckIntervalMs = 60 * 60 * 1000;

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

// Registering the same script again returns the existing registration, so this stays harmless when
// start-up code registers the worker too; dev builds have no worker (vite-plugin-pwa devOptions off).
export function registerAppServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  const container = globalThis.navigator?.serviceWorker;
  if (!import.meta.env.PROD || !container) return Promise.resolve(undefined);
  registration ??= container.register('/sw.js', { scope: '/' }).then(
    (registered) => {
      setInterval(() => void registered.update().catch(() => undefined), updateCheckIntervalMs);
      return registered;
    },
    () => undefined,
  );
  return registration;
}
