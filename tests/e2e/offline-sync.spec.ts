// Offline-first on the production build with the local stack: edits made offline reach the server
// after reconnecting, a page closed mid-sync loses nothing, two devices of one user converge, and a
// visitor's story is saved to the account through 'Save Your Stories'.
import { expect, test, type Page } from '@playwright/test';
import {
  controlByServiceWorker,
  countServerRows,
  putSession,
  signUpUser,
  waitForDeviceStore,
  writeStory,
  type TestSession,
} from './offline-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

// Rows written straight into IndexedDB are seen by the app's live queries after a reload, as after a real tab restart.
const status = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /Offline|Sync|sync|saved|Checking/ })
    .first();

async function openSignedIn(page: Page, session: TestSession): Promise<void> {
  await page.goto('/');
  await controlByServiceWorker(page);
  await putSession(page, session);
  await page.reload();
  await waitForDeviceStore(page);
}

test('edits made offline are kept across an offline reload and reach the server 2 s after reconnecting', async ({
  page,
  context,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'offline-edit');
  await openSignedIn(page, session);
  await context.setOffline(true);
  await expect(status(page)).toHaveText('Offline');

  const storyId = crypto.randomUUID();
  await writeStory(page, {
    storyId,
    title: 'Written on a train',
    userId: session.user.id,
    segments: 2,
  });
  await page.reload();
  await expect(status(page)).toHaveText('Offline · 3 changes saved on this device');

  await context.setOffline(false);
  await expect(status(page)).toHaveText(/^Synced /, { timeout: 40_000 });
  expect(await countServerRows(baseURL!, session, 'stories', `id=eq.${storyId}`)).toBe(1);
  expect(await countServerRows(baseURL!, session, 'story_segments', `story_id=eq.${storyId}`)).toBe(
    2,
  );
});

test('closing the page in the middle of a sync loses nothing', async ({ browser, baseURL }) => {
  const session = await signUpUser(baseURL!, 'close-mid-sync');
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, session);
  await context.setOffline(true);
  const storyId = crypto.randomUUID();
  await writeStory(page, { storyId, title: 'Long story', userId: session.user.id, segments: 300 });
  await page.reload();
  await expect(status(page)).toHaveText('Offline · 301 changes saved on this device');
  await context.setOffline(false);
  await expect(status(page)).toHaveText('Syncing…', { timeout: 40_000 });
  await page.close();

  const again = await context.newPage();
  await again.goto('/');
  await expect(status(again)).toHaveText(/^Synced /, { timeout: 40_000 });
  expect(await countServerRows(baseURL!, session, 'story_segments', `story_id=eq.${storyId}`)).toBe(
    300,
  );
  await context.close();
});

test('two devices of one user edit offline and converge after reconnecting, no segment lost', async ({
  browser,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'two-devices');
  const devices = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(devices.map((device) => device.newPage()));
  for (const page of pages) await openSignedIn(page, session);

  const storyIds = [crypto.randomUUID(), crypto.randomUUID()];
  for (const [index, page] of pages.entries()) {
    await devices[index]!.setOffline(true);
    await writeStory(page, {
      storyId: storyIds[index]!,
      title: `Device ${index + 1} story`,
      userId: session.user.id,
      segments: 3,
    });
    await page.reload();
    await expect(status(page)).toHaveText('Offline · 4 changes saved on this device');
  }
  for (const device of devices) await device.setOffline(false);
  for (const page of pages) await expect(status(page)).toHaveText(/^Synced /, { timeout: 40_000 });

  // Each device pulls the other's story (a sync runs when the page loads).
  for (const page of pages) {
    await page.reload();
    await expect(status(page)).toHaveText(/^Synced /, { timeout: 40_000 });
    const titles = await page.evaluate(async () => {
      const database = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open('StoryCanvasDB');
        request.onsuccess = () => resolve(request.result);
      });
      const stories = await new Promise<Array<{ title: string }>>((resolve) => {
        const request = database.transaction('stories').objectStore('stories').getAll();
        request.onsuccess = () => resolve(request.result as Array<{ title: string }>);
      });
      database.close();
      return stories.map((story) => story.title).sort();
    });
    expect(titles).toEqual(['Device 1 story', 'Device 2 story']);
  }
  for (const storyId of storyIds)
    expect(
      await countServerRows(baseURL!, session, 'story_segments', `story_id=eq.${storyId}`),
    ).toBe(3);
  for (const device of devices) await device.close();
});

test("a visitor's story: Skip, then Settings reopens 'Save Your Stories' and saves it to the account", async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await controlByServiceWorker(page);
  await waitForDeviceStore(page);
  const storyId = crypto.randomUUID();
  await writeStory(page, { storyId, title: 'Made while browsing', userId: null, segments: 2 });

  const session = await signUpUser(baseURL!, 'visitor');
  await putSession(page, session);
  await page.reload();

  const dialog = page.getByRole('dialog', { name: 'Save Your Stories' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('You created 1 story while browsing anonymously');
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await expect(
    page.getByText('You can migrate your stories later from the Settings page'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Save Your Stories' })
    .getByRole('button', { name: 'Save to My Account' })
    .click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save to My Account' }).click();
  await expect(dialog.getByText('1 of 1 complete (0 failed)')).toBeVisible();
  await expect(page.getByText('1 story saved to your account!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  expect(
    await countServerRows(
      baseURL!,
      session,
      'stories',
      `id=eq.${storyId}&user_id=eq.${session.user.id}`,
    ),
  ).toBe(1);
  expect(await countServerRows(baseURL!, session, 'story_segments', `story_id=eq.${storyId}`)).toBe(
    2,
  );

  await expect(page.getByRole('region', { name: 'Save Your Stories' })).toHaveCount(0);
  await page.reload();
  await page.waitForTimeout(2_500);
  await expect(dialog).toBeHidden();
});
