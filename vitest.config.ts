import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // A test's first import of the app or the storyteller compiles hundreds of modules; on a
          // 2-core machine with other work running that alone has taken 4.5 of the default 5 s.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The files run one after another in one worker against one stack, so they share its
          // module graph instead of importing the server, the storyteller and supabase-js anew each.
          isolate: false,
          // As the browser tests do: one retry in CI only, where the suites share two cores with
          // the browser tests; a test that passes on its retry is still reported as retried.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The files run one after another in one worker against one stack, so they share its
          // module graph instead of importing the server, the storyteller and supabase-js anew each.
          isolate: false,
          // As the browser tests do: one retry in CI only, where the suites share two cores with
          // the browser tests; a test that passes on its retry is still reported as retried.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
