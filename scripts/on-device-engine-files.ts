// The on-device engine's files as this build names them: kept out of the service worker's precache
// (every installed app would fetch them), and told to the service worker, whose install step keeps
// the new build's engine for a reader who keeps the model, so an app update leaves it writing offline.
import type { Plugin } from 'vite';
import { isOnDeviceEngine } from '../src/offline/on-device-engine-cache';

/** What the precache leaves out: the engine's chunk (its WebAssembly is not in the precache's patterns). */
export const ON_DEVICE_ENGINE_GLOBS = ['assets/write-on-device-*.js'];

export function onDeviceEngineFiles(): { app: Plugin; serviceWorker: Plugin } {
  let urls: string[] = [];
  return {
    app: {
      name: 'storycanvas:on-device-engine-files',
      apply: 'build',
      generateBundle(_options, bundle) {
        urls = Object.keys(bundle)
          .map((file) => `/${file}`)
          .filter(isOnDeviceEngine);
      },
    },
    serviceWorker: {
      name: 'storycanvas:on-device-engine-urls',
      config() {
        // Without both, a kept model would stop writing offline after the update.
        if (urls.length !== 2)
          throw new Error(`On-device engine files not found: ${urls.join(', ')}`);
        return { define: { __ON_DEVICE_ENGINE_URLS__: JSON.stringify(urls) } };
      },
    },
  };
}
