import { expect, test } from '@playwright/test';
import { fetchHealthFromPage, readPageIdentity, waitForServiceWorkerControl } from './pwa-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

const deepLinks = ['/discover', '/story/abc'];

test('after one online visit the home page and deep links open offline from the service worker', async ({
  page,
  context,
}) => {
  const onlineIdentity = new Map<string, string>();
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  for (const path of ['/', ...deepLinks]) {
    await page.goto(path);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    onlineIdentity.set(path, await readPageIdentity(page));
  }
  await page.goto('/');

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect.poll(() => readPageIdentity(page)).toBe(onlineIdentity.get('/'));
  await expect(page).toHaveTitle(/StoryCanvas/);

  for (const path of deepLinks) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(page.getByRole('main')).toBeVisible();
    await expect
      .poll(() => readPageIdentity(page), { message: path })
      .toBe(onlineIdentity.get(path));
  }
});

test('the health check answers 200 online and 503 {"status":"offline"} from the worker offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);

  expect(await fetchHealthFromPage(page)).toEqual({ status: 200, body: { status: 'ok' } });

  // Chromium applies offline emulation to the service worker's own fetches a moment after the
  // page's: on a busy machine the first check can still reach the network, so each is polled.
  await context.setOffline(true);
  await expect
    .poll(() => fetchHealthFromPage(page))
    .toEqual({ status: 503, body: { status: 'offline' } });

  await context.setOffline(false);
  await expect
    .poll(() => fetchHealthFromPage(page))
    .toEqual({ status: 200, body: { status: 'ok' } });
});

test('navigations to backend paths are left to the network, not answered with the app shell', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  for (const path of [
    '/rest/v1/stories',
    '/auth/v1/settings',
    '/functions/v1/generate-story',
    '/storage/v1/object/public/x.png',
    '/_dev/mail',
  ]) {
    await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  }
});

test('offline, the public config is answered from the copy the worker kept (the one backend path it keeps)', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const online = await page.evaluate(() => fetch('/api/config').then((r) => r.json()));
  await context.setOffline(true);
  const offline = await page.evaluate(() =>
    fetch('/api/config').then(async (r) => ({ status: r.status, body: await r.json() })),
  );
  expect(offline).toEqual({ status: 200, body: online });
});
