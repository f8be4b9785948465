// An app update while the on-device model is kept. The engine's chunk is not precached (every
// installed app would fetch it), and each build names it anew, so the service worker an update
// installs, online, keeps its own build's engine itself when a model is kept. Here an update is
// installed over an engine cache as an older build left it (the WebAssembly, not this build's
// chunk); offline, the model must then still write.
import { expect, test } from '@playwright/test';
import { goOfflineUnderWorker, waitForServiceWorkerControl } from './pwa-helpers';
import { MAP_STORY, walkWizardToCustomize } from './wizard-helpers';

test.use({ serviceWorkers: 'allow' });

const readEngineCache = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('storycanvas-on-device-engine');
    return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
  });

test('a service worker installed while the model is kept keeps this build’s engine, and the model still writes offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.goto('/settings');
  const region = page.getByRole('region', { name: 'On-device storyteller' });
  await region.getByRole('button', { name: 'Download the model' }).click();
  await expect(region.getByRole('status')).toHaveText(/is kept on this device/);
  const kept = await readEngineCache(page);
  expect(kept).toEqual([
    expect.stringMatching(/^\/assets\/wllama-[^/]+\.wasm$/),
    expect.stringMatching(/^\/assets\/write-on-device-[^/]+\.js$/),
  ]);

  await page.evaluate(async () => {
    const cache = await caches.open('storycanvas-on-device-engine');
    for (const request of await cache.keys())
      if (request.url.includes('/write-on-device-')) await cache.delete(request);
    // A new script URL is an update to the registration: a new worker installs while this one serves.
    const registration = await navigator.serviceWorker.register('/sw.js?update', { scope: '/' });
    const worker = registration.installing;
    if (!worker) throw new Error('No update installed');
    await new Promise<void>((done, fail) =>
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') done();
        if (worker.state === 'redundant') fail(new Error('The update failed to install'));
      }),
    );
  });
  expect(await readEngineCache(page)).toEqual(kept);

  await goOfflineUnderWorker(page, context);
  await walkWizardToCustomize(page, MAP_STORY);
  await page.getByRole('button', { name: 'Start story' }).click();
  await expect(
    page.getByText("offline: this device's model (StoryCanvas test model) is writing"),
  ).toBeVisible();
  const opening = page.getByRole('article', { name: 'Part 1' });
  // Loading the model and writing with it on one shared core takes far longer than the storyteller.
  await expect(opening).toBeVisible({ timeout: 120_000 });
  await expect(opening.getByText(/wrote this part/)).toHaveText(
    "This device's model (StoryCanvas test model) wrote this part.",
  );
});
