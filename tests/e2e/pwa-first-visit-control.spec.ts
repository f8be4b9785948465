import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec checks the worker itself.
test.use({ serviceWorkers: 'allow' });

/** A gate: the first to reach it waits there until it is released; those after it pass. */
function hold() {
  let release = () => {};
  let markReached = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const isReached = new Promise<void>((resolve) => (markReached = resolve));
  let first = true;
  return {
    isReached,
    release: () => release(),
    reached(): Promise<void> {
      if (!first) return Promise.resolve();
      first = false;
      markReached();
      return released;
    },
  };
}

// On a first visit the worker claims the open pages as it activates; a page whose navigation is in
// flight at that moment is not yet one it can claim, and its request went to the network. Held here
// so the worker activates exactly then (on a loaded machine it happens by chance), that page is still
// controlled, so it works offline without a reload.
test('a page still loading when the first service worker activated is controlled by it', async ({
  page,
  context,
}) => {
  // Most of this test is the worker installing (precaching the app, about 180 files), which on two
  // loaded cores took longer than the default minute.
  test.setTimeout(120_000);
  const precache = hold();
  await context.route('**/assets/**', async (route) => {
    if (route.request().serviceWorker()) await precache.reached();
    await route.continue();
  });
  await page.goto('/settings');
  await precache.isReached;

  const homeDocument = hold();
  await context.route(
    (url) => url.pathname === '/',
    async (route) => {
      await homeDocument.reached();
      await route.continue();
    },
  );
  const home = page.goto('/');
  await homeDocument.isReached;
  precache.release();
  const other = await context.newPage();
  await other.goto('/robots.txt');
  await other.evaluate(() => navigator.serviceWorker.ready);
  homeDocument.release();
  await home;

  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
