// The on-device model's engine (the chunk that writes with it, 231 KB compressed, and @wllama/wllama's
// WebAssembly, 8.7 MB) is too big for the service worker's precache, which every visitor downloads:
// the service worker keeps it in a cache of its own, filled when a reader downloads the model (and,
// on an app update, with the new build's engine while a model is kept) and emptied when they delete it.
export const ON_DEVICE_ENGINE_CACHE = 'storycanvas-on-device-engine';

/** The engine's files as the build names them (/assets/write-on-device-<hash>.js, /assets/wllama-<hash>.wasm). */
export const isOnDeviceEngine = (pathname: string) =>
  /\/assets\/(?:wllama-[^/]+\.wasm|write-on-device-[^/]+\.js)$/.test(pathname);
