// The on-device model's engine (@wllama/wllama's WebAssembly and the chunk that writes with it): kept
// in the service worker's engine cache beside the model, so the model can write with no network, and
// removed with it. Neither is precached; the service worker keeps a new build's engine while it is kept.
import { ON_DEVICE_ENGINE_CACHE } from '@/offline';
import { ModelDownloadError } from './download-model';
import { ENGINE_URL } from './engine-url';

/** Kept after the model; a model without it is not yet kept, and Download fetches the engine alone. */
export async function keepEngine(): Promise<void> {
  try {
    const { ENGINE_CHUNK_URL } = await import('./write-on-device');
    await (await caches.open(ON_DEVICE_ENGINE_CACHE)).addAll([ENGINE_URL, ENGINE_CHUNK_URL]);
  } catch {
    throw new ModelDownloadError(
      'The model was downloaded, but the engine that runs it could not be. Download again once this device is online: the model is not downloaded twice.',
    );
  }
}

export async function hasEngine(): Promise<boolean> {
  try {
    return (await (await caches.open(ON_DEVICE_ENGINE_CACHE)).match(ENGINE_URL)) !== undefined;
  } catch {
    return false;
  }
}

export async function removeEngine(): Promise<void> {
  await caches.delete(ON_DEVICE_ENGINE_CACHE);
}
