// Build step: checks the VITE_ configuration the bundle will carry with the app's own zod schema,
// once, when Vite resolves its configuration. A bad value stops `vite build` and the dev server
// with the variable's name, so the page itself needs no validator before its first paint.
import type { Plugin } from 'vite';
import { readBrowserConfig } from '../src/lib/read-browser-config';

export function checkBrowserConfig(): Plugin {
  return {
    name: 'storycanvas-check-browser-config',
    configResolved(config) {
      readBrowserConfig(config.env);
    },
  };
}
