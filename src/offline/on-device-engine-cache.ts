// The on-device model's engine (@wllama/wllama's WebAssembly, 8.7 MB) is too big for the service
// worker's precache, which every visitor downloads: the service worker keeps it in a cache of its
// own, filled when a reader downloads the model and emptied when they delete it.
export const ON_DEVICE_ENGINE_CACHE = 'storycanvas-on-device-engine';

/** The engine's file as the build names it (/assets/wllama-<hash>.wasm). */
export const isOnDeviceEngine = (pathname: string) =>
  /\/assets\/wllama-[^/]+\.wasm$/.test(pathname);
