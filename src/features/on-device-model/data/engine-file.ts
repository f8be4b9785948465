// The on-device model's engine file (@wllama/wllama's WebAssembly): kept in the service worker's
// engine cache beside the model, so the model can write with no network, and removed with it.
import wllamaWasm from '@wllama/wllama/esm/wasm/wllama.wasm?url';
import { ON_DEVICE_ENGINE_CACHE } from '@/offline';

export const ENGINE_URL = wllamaWasm;

export async function keepEngine(): Promise<void> {
  await (await caches.open(ON_DEVICE_ENGINE_CACHE)).add(ENGINE_URL);
}

export async function removeEngine(): Promise<void> {
  await caches.delete(ON_DEVICE_ENGINE_CACHE);
}
