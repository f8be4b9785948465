// Keeps story pictures and narration from public storage once they have been seen, so a story read
// online still shows its images and plays its audio offline (range requests answered from the cache);
// old entries expire to bound disk use.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

const publicMediaPath = /\/storage\/v1\/object\/public\//;
const mediaExtension = /\.(png|jpe?g|webp|gif|avif|svg|mp3|wav|ogg|oga|m4a|aac|webm)$/i;

export function isPublicMedia(url: URL, destination: RequestDestination): boolean {
  if (!publicMediaPath.test(url.pathname)) return false;
  return destination === 'image' || destination === 'audio' || mediaExtension.test(url.pathname);
}

// A media element asks for `Range: bytes=0-` and would get a 206 that cannot be cached; fetching the
// whole file instead lets it be cached once and later ranges be cut from it by RangeRequestsPlugin.
const fetchWholeFilePlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => {
    if (!request.headers.has('range')) return request;
    const headers = new Headers(request.headers);
    headers.delete('range');
    return new Request(request.url, {
      headers,
      credentials: request.credentials,
      mode: request.mode,
    });
  },
};

export function registerMediaCache(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isPublicMedia(url, request.destination),
    new CacheFirst({
      cacheName: 'storycanvas-media',
      plugins: [
        fetchWholeFilePlugin,
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new RangeRequestsPlugin(),
        new ExpirationPlugin({
          maxEntries: 300,
          maxAgeSeconds: 60 * 60 * 24 * 60,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
