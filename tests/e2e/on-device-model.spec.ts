// Settings → On-device storyteller against the production build, with the stack offering the
// seeded test model (playwright.config.ts): the device's fit (too little memory, no WebAssembly), a
// download with visible progress that can be cancelled, or cut short by the line, and resumed, a
// tampered download refused by its hash,
// a model not kept without its engine, Delete freeing the space, a first page that loads none of the
// model's code, and, offline, a new story's first part written by the downloaded model (not chosen
// in Settings) through the safety gate, the next by the storyteller once the reader switches the
// model off for that story, and, back online on this stack that has no AI service, the model's again.
import { expect, test, type Page } from '@playwright/test';
import { TEST_MODEL_SENTENCE } from '../../scripts/test-model/test-model-words.ts';
import { seriousFindings } from './axe-findings';
import { startOfflineStoryWithModel } from './on-device-helpers';
import { waitForServiceWorkerControl } from './pwa-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

const DEVICE_CAPTION = "This device's model (StoryCanvas test model) wrote this part.";
const section = (page: Page) => page.getByRole('region', { name: 'On-device storyteller' });

// The model's files live in the origin private file system, which Chrome reports apart as
// "fileSystem". The whole usage also counts the service worker's precache, which may still be
// filling beside this test on a busy machine and so hide the space Delete frees.
function modelStorageUsed(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const { usageDetails } = (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: Record<string, number>;
    };
    return usageDetails ? (usageDetails.fileSystem ?? 0) : Number.NaN;
  });
}

test('a device reporting 2 GB of memory is told why and cannot start the download', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 2 }),
  );
  await page.goto('/settings');
  await expect(section(page)).toContainText(
    'This device reports 2 GB of memory; the on-device storyteller needs at least 4 GB.',
  );
  await expect(section(page).getByRole('button', { name: 'Download the model' })).toBeDisabled();
});

test('a browser without WebAssembly is told why and cannot start the download', async ({
  page,
}) => {
  await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'WebAssembly'));
  await page.goto('/settings');
  await expect(section(page)).toContainText(
    'This browser cannot run WebAssembly, which the model needs.',
  );
  await expect(section(page).getByRole('button', { name: 'Download the model' })).toBeDisabled();
});

test('the model downloads with progress, resumes after a cancel, is checked, and Delete frees the space', async ({
  page,
  context,
}) => {
  const ranges: string[] = [];
  page.on('request', (request) => {
    const range = request.headers().range;
    if (request.url().includes('/models/') && range) ranges.push(range);
  });
  await page.goto('/settings');
  const region = section(page);
  await expect(region).toContainText('StoryCanvas test model');
  await expect(region).toContainText('MIT');
  await expect(region).toContainText('This device can carry the on-device storyteller.');
  expect(await seriousFindings(page, 'section[aria-labelledby]')).toEqual([]);
  const before = await modelStorageUsed(page);

  // A slow line (256 KB/s), so the progress of the ~1 MB test model can be watched.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 256 * 1024,
    uploadThroughput: -1,
  });
  await region.getByRole('button', { name: 'Download the model' }).click();
  await expect(region.getByRole('progressbar', { name: 'Model download' })).toBeVisible();
  await expect(region.getByRole('status')).toHaveText(/Downloaded \d+ KB of 989 KB \(\d+%\)/);
  await expect(region.getByRole('status')).toHaveText(/\(([1-9]\d?)%\)/);
  await region.getByRole('button', { name: 'Cancel download' }).click();
  await expect(region).toContainText(/\d+ KB already downloaded: Download goes on from there\./);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await region.getByRole('button', { name: 'Download the model' }).click();
  // Whether the browser keeps it for good is the browser's choice, and the section says which.
  await expect(region.getByRole('status')).toHaveText(
    /^Downloaded and checked: the model \(989 KB\) is kept on this device\./,
  );
  expect(ranges).toEqual([expect.stringMatching(/^bytes=[1-9]\d*-$/)]);
  expect(await modelStorageUsed(page)).toBeGreaterThan(before + 900_000);

  await page.reload();
  await expect(section(page).getByRole('status')).toHaveText(/is kept on this device/);
  const kept = await modelStorageUsed(page);
  await section(page).getByRole('button', { name: 'Delete the model' }).click();
  await expect(section(page).getByRole('button', { name: 'Download the model' })).toBeEnabled();
  await expect.poll(() => modelStorageUsed(page)).toBeLessThan(kept - 900_000);
});

test('a download the line drops mid-way keeps what arrived, says so in plain words, and goes on from there', async ({
  page,
  context,
}) => {
  const ranges: string[] = [];
  page.on('request', (request) => {
    const range = request.headers().range;
    if (request.url().includes('/models/') && range) ranges.push(range);
  });
  // The first answer promises the whole file and ends after 300,000 bytes, as a dropped line does.
  // Routed on the context, which sees the page's requests whether or not its service worker has
  // claimed it by then, and the worker's own.
  await context.route('**/models/**', async (route) => {
    const whole = await route.fetch();
    const body = await whole.body();
    await route.fulfill({
      status: 200,
      headers: { ...whole.headers(), 'content-length': String(body.length) },
      body: body.subarray(0, 300_000),
    });
  });
  await page.goto('/settings');
  const region = section(page);
  await region.getByRole('button', { name: 'Download the model' }).click();
  await expect(region.getByRole('alert')).toHaveText(
    'The connection dropped before the model was downloaded. What arrived is kept: Download goes on from there.',
  );
  await expect(region).toContainText('300 KB already downloaded: Download goes on from there.');

  await context.unroute('**/models/**');
  await region.getByRole('button', { name: 'Download the model' }).click();
  await expect(region.getByRole('status')).toHaveText(
    /^Downloaded and checked: the model \(989 KB\) is kept on this device\./,
  );
  expect(ranges).toEqual(['bytes=300000-']);
  await region.getByRole('button', { name: 'Delete the model' }).click();
  await expect(region.getByRole('button', { name: 'Download the model' })).toBeEnabled();
});

test('a model is not kept without its engine: when the engine cannot be fetched, the section says so, and Download fetches the engine alone', async ({
  page,
  context,
}) => {
  const modelRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/models/')) modelRequests.push(request.url());
  });
  await page.goto('/settings');
  const region = section(page);
  // Once the service worker controls the page it fetches the engine itself (sw/on-device-engine-route.ts),
  // and a page's route never sees the worker's requests: the context's sees both.
  await context.route('**/*.wasm', (route) => route.abort('internetdisconnected'));
  await region.getByRole('button', { name: 'Download the model' }).click();
  await expect(region.getByRole('alert')).toHaveText(
    'The model was downloaded, but the engine that runs it could not be. Download again once this device is online: the model is not downloaded twice.',
  );
  await expect(region).not.toContainText('is kept on this device');
  await expect(region).toContainText('989 KB already downloaded: Download goes on from there.');
  await expect(
    region.getByRole('checkbox', { name: "Write with this device's model" }),
  ).toHaveCount(0);
  expect(modelRequests).toHaveLength(1);

  await context.unroute('**/*.wasm');
  await region.getByRole('button', { name: 'Download the model' }).click();
  await expect(region.getByRole('status')).toHaveText(
    /^Downloaded and checked: the model \(989 KB\) is kept on this device\./,
  );
  await expect(region.getByRole('alert')).toHaveCount(0);
  expect(modelRequests).toHaveLength(1);
  await region.getByRole('button', { name: 'Delete the model' }).click();
  await expect(region.getByRole('button', { name: 'Download the model' })).toBeEnabled();
});

test('the first page loads none of the model’s code, its engine or the model, and the service worker never precaches them', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.waitForLoadState('networkidle');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  // The model and its engine (WebAssembly and the chunk that writes with it) are kept only by Download,
  // in caches of their own, never by installing the app.
  expect(cached.filter((url) => /\/models\/|\.gguf|\.wasm|write-on-device/.test(url))).toEqual([]);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(loaded.length).toBeGreaterThan(0);
  // The chunks that write with the model and keep it in memory, wllama's WebAssembly, the model file.
  expect(
    loaded.filter((url) => /write-on-device|story-model-memory|wllama|\.wasm|\/models\//.test(url)),
  ).toEqual([]);
});

test('a download that does not match its hash is refused and not kept', async ({
  page,
  context,
}) => {
  await context.route('**/models/*', async (route) => {
    const response = await route.fetch();
    const body = Buffer.from(await response.body());
    body[body.length - 1] = (body[body.length - 1] ?? 0) ^ 0xff;
    await route.fulfill({ response, body });
  });
  await page.goto('/settings');
  const region = section(page);
  await region.getByRole('button', { name: 'Download the model' }).click();
  await expect(region.getByRole('alert')).toHaveText(
    'The downloaded model does not match its checksum, so it was deleted and will not be used. Ask whoever runs this StoryCanvas to check OFFLINE_MODEL_URL and OFFLINE_MODEL_SHA256.',
  );
  await expect(region.getByRole('button', { name: 'Download the model' })).toBeEnabled();
  await expect(region).not.toContainText('already downloaded');
  await expect(region).not.toContainText('kept on this device');
});

test('offline, the downloaded model writes a new story’s first part, which can be cancelled, and is kept on the device with its caption; switched off for the story, the storyteller writes the next; online with no AI service, the model again', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await startOfflineStoryWithModel(page, context, 'StoryCanvas test model');
  await expect(page.getByText('the built-in storyteller is writing')).toHaveCount(0);
  // Cancelled from the keyboard while the model loads and writes: the story stays as it was.
  await page.getByRole('button', { name: 'Cancel writing' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Writing stopped' })).toHaveText(
    /^Writing stopped: the story is as it was\./,
  );
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.getByRole('button', { name: 'Write it again' }).click();
  const opening = page.getByRole('article', { name: 'Part 1' });
  // Loading the model and writing with it on one shared core takes far longer than the storyteller.
  await expect(opening).toBeVisible({ timeout: 120_000 });
  // The cancelled part was never kept: one part, with no second branch beside it.
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Branches at part 1' })).toHaveCount(0);
  const caption = opening.getByText(/wrote this part/);
  await expect(caption).toHaveText(DEVICE_CAPTION);
  const captionText = await caption.innerText();
  const text = (await opening.locator('p').first().innerText()).trim();
  // The test model writes only its one sentence, over and over: every word of the part is the model's.
  const known = new Set(TEST_MODEL_SENTENCE);
  const words = text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);
  expect(words.length).toBeGreaterThan(5);
  expect(words.filter((word) => !known.has(word))).toEqual([]);

  // The caption is kept with the part, so a reload shows who wrote it.
  await page.reload();
  const reloaded = page.getByRole('article', { name: 'Part 1' });
  await expect(reloaded.locator('p').first()).toHaveText(text);
  await expect(reloaded.getByText(/wrote this part/)).toHaveText(captionText);

  // The reader switches the model off for this story alone: its next part is the storyteller's,
  // and the switch is still off after a reload.
  const storySwitch = page.getByRole('checkbox', {
    name: "Let this device's model (StoryCanvas test model) write this story",
  });
  await expect(
    page.getByText("offline: this device's model (StoryCanvas test model) is writing"),
  ).toBeVisible();
  await storySwitch.uncheck();
  await expect(page.getByText('offline: the built-in storyteller is writing')).toBeVisible();
  await page.getByRole('group', { name: 'What happens next?' }).getByRole('button').first().click();
  const next = page.getByRole('article', { name: 'Part 2' });
  await expect(next.getByText(/wrote this part/)).toHaveText(
    'The built-in storyteller wrote this part.',
    { timeout: 60_000 },
  );
  await page.reload();
  await expect(storySwitch).not.toBeChecked();
  await expect(page.getByText('offline: the built-in storyteller is writing')).toBeVisible();

  // Online, this stack has no AI service: switched on again, the downloaded model writes the next.
  await context.setOffline(false);
  await storySwitch.check();
  await page.getByRole('group', { name: 'What happens next?' }).getByRole('button').first().click();
  // The placeholder names the writer online too, not only offline.
  await expect(page.getByText("This device's model is writing…")).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Part 3' }).getByText(/wrote this part/),
  ).toHaveText(DEVICE_CAPTION, { timeout: 120_000 });
});
