// The data layer (dexie, supabase-js, DOMPurify, TanStack Query, the sync engine) stays out of the
// first paint of a prerendered page and joins when the page is idle; the header holds its place
// meanwhile. A page
// with changes waiting (the pending-changes mark) still syncs them soon after load, and a signed-in
// reader's header shows who they are before supabase-js has loaded.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  controlByServiceWorker,
  countServerRows,
  putSession,
  signUpUser,
  waitForDeviceStore,
  writeStory,
} from './offline-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

const DATA_LAYER = {
  dexie: 'DatabaseClosedError',
  DOMPurify: 'uponSanitizeElement',
  'supabase-js': 'supabase-js',
  'TanStack Query': 'Missing queryFn',
};

/** The libraries of the data layer found in the given scripts, by a string only their code holds. */
async function findDataLayer(request: APIRequestContext, scripts: string[]): Promise<string[]> {
  const sources = await Promise.all(
    scripts.map(async (url) => (await (await request.get(url)).text()) as string),
  );
  return Object.entries(DATA_LAYER)
    .filter(([, marker]) => sources.some((source) => source.includes(marker)))
    .map(([name]) => name);
}

function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
}

const syncStatus = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /Offline|Sync|sync|saved|Checking/ })
    .first();

test('the home page shows and hydrates before the data layer loads, which follows once the page is idle', async ({
  page,
  request,
}) => {
  // The scripts loaded when React has taken the prerendered markup over (its nodes carry fibers),
  // noted at the first frame after: the data layer waits for an idle moment after that.
  await page.addInitScript(() => {
    const note = () => {
      const heading = document.querySelector('h1');
      if (!heading || !Object.keys(heading).some((key) => key.startsWith('__reactFiber')))
        return void requestAnimationFrame(note);
      (window as unknown as { scriptsAtHydration: string[] }).scriptsAtHydration = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js'));
    };
    requestAnimationFrame(note);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const scriptsAtHydration = () =>
    page.evaluate(
      () => (window as unknown as { scriptsAtHydration?: string[] }).scriptsAtHydration ?? [],
    );
  await expect.poll(async () => (await scriptsAtHydration()).length).toBeGreaterThan(0);
  const atHydration = await scriptsAtHydration();
  expect(await findDataLayer(request, atHydration)).toEqual([]);

  // Once idle, the sync status takes the place the header kept for it, and dexie is there.
  await expect(syncStatus(page)).toBeVisible();
  expect(await findDataLayer(request, await scriptsLoaded(page))).toEqual(
    expect.arrayContaining(['dexie', 'TanStack Query']),
  );
});

test('a change waiting from an earlier visit reaches the server soon after load, and the mark is cleared', async ({
  page,
  context,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'waiting-change');
  await page.goto('/');
  await controlByServiceWorker(page);
  await putSession(page, session);
  await page.reload();
  await waitForDeviceStore(page);
  await context.setOffline(true);
  const storyId = crypto.randomUUID();
  await writeStory(page, { storyId, title: 'Waiting', userId: session.user.id, segments: 1 });
  await page.reload();
  await expect(syncStatus(page)).toHaveText('Offline · 2 changes saved on this device');
  // The reader signed in is shown from the stored session, though supabase-js cannot reach the server.
  await expect(page.getByRole('button', { name: session.user.email })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('storycanvas_pending_changes'))).toBe('1');

  await context.setOffline(false);
  await page.reload();
  await expect(syncStatus(page)).toHaveText(/^Synced /, { timeout: 40_000 });
  expect(await countServerRows(baseURL!, session, 'stories', `id=eq.${storyId}`)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('storycanvas_pending_changes'))).toBe(null);
});
