/// <reference lib="webworker" />
// Keeps the on-device engine of this build for a reader who keeps the model: the engine is not in the
// precache, and a new build names it anew, so an update installed online would otherwise leave the
// kept model unable to write offline. A reader who never downloaded the model never fetches it.
import { ON_DEVICE_ENGINE_CACHE } from '../src/offline/on-device-engine-cache';

declare const __ON_DEVICE_ENGINE_URLS__: string[];

const engineUrls = __ON_DEVICE_ENGINE_URLS__.map(
  (path) => new URL(path, self.location.origin).href,
);

async function openKeptEngine(): Promise<Cache | undefined> {
  // Download fills the cache and Delete removes it: a cache that holds anything means a kept model.
  if (!(await caches.has(ON_DEVICE_ENGINE_CACHE))) return undefined;
  const cache = await caches.open(ON_DEVICE_ENGINE_CACHE);
  return (await cache.keys()).length > 0 ? cache : undefined;
}

async function keepThisBuildsEngine(): Promise<void> {
  const cache = await openKeptEngine();
  if (!cache) return;
  const missing: string[] = [];
  for (const url of engineUrls) if (!(await cache.match(url))) missing.push(url);
  // A failure fails the install, as a precache failure does: the old build keeps writing offline.
  await cache.addAll(missing);
}

async function dropOtherBuildsEngines(): Promise<void> {
  const cache = await openKeptEngine();
  if (!cache) return;
  for (const request of await cache.keys())
    if (!engineUrls.includes(request.url)) await cache.delete(request);
}

export function keepOnDeviceEngine(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('install', (event) => event.waitUntil(keepThisBuildsEngine()));
  self.addEventListener('activate', (event) => event.waitUntil(dropOtherBuildsEngines()));
}
