// Keeps the app's public configuration (GET /api/config: backend URL and anon key) for offline
// starts, for the page's Supabase client: fetched when the worker installs (the page's own first
// request may come before the worker controls it), then network first with the last good answer.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

export const CONFIG_CACHE_NAME = 'storycanvas-config';
export const CONFIG_PATH = '/api/config';
/** Long enough for a slow link to answer, short enough that a dead one falls back quickly. */
export const CONFIG_NETWORK_TIMEOUT_S = 4;

/** Stores a copy of the config; offline at install time, the first answer through the route is kept instead. */
export async function keepConfigCopy(scope: ServiceWorkerGlobalScope): Promise<void> {
  try {
    const response = await scope.fetch(CONFIG_PATH, { cache: 'no-store' });
    if (response.ok) await (await scope.caches.open(CONFIG_CACHE_NAME)).put(CONFIG_PATH, response);
  } catch {
    // Nothing to keep yet.
  }
}

export function registerConfigRoute(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('install', (event) => event.waitUntil(keepConfigCopy(scope)));
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && url.pathname === CONFIG_PATH,
    new NetworkFirst({
      cacheName: CONFIG_CACHE_NAME,
      networkTimeoutSeconds: CONFIG_NETWORK_TIMEOUT_S,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );
}
