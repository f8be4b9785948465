// Answers the on-device model's engine from its own cache, so the model writes with no network.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isOnDeviceEngine, ON_DEVICE_ENGINE_CACHE } from '../src/offline/on-device-engine-cache';

export function registerOnDeviceEngineRoute(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isOnDeviceEngine(url.pathname),
    new CacheFirst({
      cacheName: ON_DEVICE_ENGINE_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );
}
