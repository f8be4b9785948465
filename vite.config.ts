import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { checkBrowserConfig } from './scripts/check-browser-config';
import { precompressBuild } from './scripts/precompress-build';
import { prerenderPages } from './scripts/prerender-pages';
import { BOOT_SCRIPT_HASH } from './scripts/boot-script.ts';
import { ON_DEVICE_ENGINE_GLOBS, onDeviceEngineFiles } from './scripts/on-device-engine-files';

const onDeviceEngine = onDeviceEngineFiles();

export default defineConfig({
  // The CSP meta tag the app sets allows the prerendered pages' boot script, as the gateway does.
  define: { 'import.meta.env.BOOT_SCRIPT_HASH': JSON.stringify(BOOT_SCRIPT_HASH) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      // TanStack's store asks for the shim that backports useSyncExternalStore to React 17; React 19
      // has it, and the package's own non-shim build uses it (0.3 KB less in the router's chunk).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  plugins: [
    checkBrowserConfig(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    prerenderPages(),
    onDeviceEngine.app,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // index.html links manifest.webmanifest itself (Vite emits it as a hashed asset), so the plugin
      // must not inject a second link or list the icons twice in the precache.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        globIgnores: ON_DEVICE_ENGINE_GLOBS,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        buildPlugins: { vite: [onDeviceEngine.serviceWorker] },
      },
      devOptions: { enabled: false },
    }),
    precompressBuild(),
  ],
  build: {
    target: 'es2022',
    // One stylesheet for the whole app (9 KB compressed), the one every prerendered page links: a
    // route loaded later then adds no stylesheet of its own, whose arrival would restyle the page.
    cssCodeSplit: false,
    sourcemap: false,
    modulePreload: {
      // The entry's own imports are preloaded by the page (the boot script's list). A lazy chunk's
      // imports are not listed in the entry: the lists for ~50 routes and the data layer were 2.5 KB
      // of the first page's code. The browser fetches a lazy chunk's imports as it reads the chunk,
      // one level at a time: a cold navigation waits a round trip per level (the service worker
      // has precached every chunk soon after the first visit; links preload on intent).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rollupOptions: {
      // A feature's index.ts only re-exports its public API, so importing one name from it must not
      // bring the rest of the feature (and its libraries: dexie, DOMPurify) into the first page.
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/(?:.+\/)?index\.ts$/, sideEffects: false }],
      },
      output: {
        // The safety rules (and their word lists) are their own chunk, shared by whoever checks text,
        // so the storyteller's chunk carries only the storyteller and its NLP library. Only the rules
        // themselves: the small modules they share with the first page (age bands) stay with it,
        // or the whole 80 KB chunk would load before the first page is idle.
        codeSplitting: {
          groups: [
            // The framework every page hydrates with, apart from the app: it changes only when the
            // libraries do, so a new release does not make a returning reader fetch it again.
            // react-dom's client is one module of ~60 KB gzip that no bundler can split, so this
            // chunk (66 KB with react) is the one over 50 KB besides the story engine.
            { name: 'react-dom', test: /\/node_modules\/(react-dom|scheduler)\// },
            // zustand joins it: the first page's stores need it, and on its own it is one more request.
            {
              name: 'router',
              test: /\/node_modules\/(@tanstack\/(router-core|react-router|history|store|react-store)|zustand)\//,
            },
            // Counting words is shared by the storyteller and the data layer's writes; alone it is
            // one small chunk, where the bundler would put it with the data layer and make the
            // storyteller load Dexie (31 KB) to write a part.
            { name: 'count-words', test: /\/_shared\/count-words\.ts$/ },
            // The safety model's tables (WordNet word classes and kinds, the trained weights): data the
            // rules import, apart so each chunk stays under 50 KB and a rule change does not make a
            // returning reader fetch the tables again.
            {
              name: 'safety-tables',
              test: /\/_shared\/safety\/(?:word-senses|word-kinds|(?:older-)?harm-model-weights)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'safety',
              test: /\/_shared\/safety\/|\/node_modules\/(obscenity|unhomoglyph)\//,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/rest/v1': 'http://localhost:8080',
      '/auth/v1': 'http://localhost:8080',
      '/functions/v1': 'http://localhost:8080',
      '/storage/v1': 'http://localhost:8080',
      '/api': 'http://localhost:8080',
    },
  },
});
