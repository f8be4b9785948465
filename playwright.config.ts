import { defineConfig } from '@playwright/test';
import { makeTestModel } from './scripts/make-test-model.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// The stack offers the seeded test model as its on-device storyteller, so no test downloads one.
const testModel = makeTestModel();
const FULL_BROWSER_SPECS = /pwa-background-sync\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Tests in one file run in order; two files at a time share the one server. The browser tests
  // mostly wait on pages, so two workers nearly halve the run even on a 2-core machine.
  workers: 2,
  // One retry in CI only: a test that passes on its retry is still listed as flaky in the report.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // The app's service worker precaches the whole app (about 180 files, 2.4 MB) in each test's
  // fresh browser context: a third of the browser's CPU in a spec that never goes offline. Specs
  // that go offline, intercept the app's requests or check the worker allow it with `test.use`.
  use: { baseURL: `http://localhost:${port}`, serviceWorkers: 'block' },
  // The browser tests run in Debian's Chromium headless shell (the headless mode Playwright itself
  // uses): the same Blink and V8 as the full browser, without its compositor and window, so a run
  // costs about a third less CPU. Background Sync needs the full browser, which provides it to
  // service workers; the headless shell does not.
  projects: [
    {
      name: 'headless-shell',
      testIgnore: FULL_BROWSER_SPECS,
      use: {
        launchOptions: { executablePath: '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS },
      },
    },
    {
      name: 'chromium',
      testMatch: FULL_BROWSER_SPECS,
      use: { launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: `node --import tsx server/main.ts`,
    url: `http://localhost:${port}/api/health-check`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      DIST_DIR: process.env.E2E_DIST ?? 'dist',
      ADMIN_EMAILS: 'admin-e2e@storycanvas.test',
      OFFLINE_MODEL_URL: testModel.path,
      OFFLINE_MODEL_SHA256: testModel.sha256,
      OFFLINE_MODEL_NAME: 'StoryCanvas test model',
      OFFLINE_MODEL_LICENCE: 'MIT',
    },
  },
});
