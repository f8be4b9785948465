// Keeps the app's public configuration (GET /api/config: backend URL and anon key) for offline
// starts, for the page's Supabase client: network first, the last good answer when the network is gone.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

export const CONFIG_CACHE_NAME = 'storycanvas-config';
/** Long enough for a slow link to answer, short enough that a dead one falls back quickly. */
export const CONFIG_NETWORK_TIMEOUT_S = 4;

export function registerConfigRoute(): void {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && url.pathname === '/api/config',
    new NetworkFirst({
      cacheName: CONFIG_CACHE_NAME,
      networkTimeoutSeconds: CONFIG_NETWORK_TIMEOUT_S,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );
}
