// The plane case on the production build with the local stack: a reader signed in for real opens
// the installed app with the network already off, stays signed in, writes a story, and it reaches
// the server as theirs after the network returns, without a reload.
import { expect, test, type Page } from '@playwright/test';
import {
  countServerRows,
  openSignedInPage,
  readServerStory,
  signUpUser,
  type TestSession,
} from './offline-helpers';
import { waitForServiceWorkerControl } from './pwa-helpers';
import { acceptCookies, completeWizard } from './wizard-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

const PASSWORD = 'correct horse battery staple';

const syncStatus = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /Offline|Sync|sync|saved|Checking/ })
    .first();

/** Signs in through the app's own form, online, with the service worker in control. */
async function signInThroughTheApp(page: Page, session: TestSession): Promise<void> {
  await page.goto('/auth/signin');
  await acceptCookies(page);
  await waitForServiceWorkerControl(page);
  await page.getByLabel('Email', { exact: true }).fill(session.user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: session.user.email })).toBeVisible();
}

/** Takes the first offered choice and waits for the next part to show. */
async function writeNextPart(page: Page, part: number): Promise<void> {
  await page.getByRole('group', { name: 'What happens next?' }).getByRole('button').first().click();
  await expect(page.getByRole('article', { name: `Part ${part}` })).toBeVisible();
}

test('a signed-in reader opens the app offline, writes a three-part story, and it reaches the server as theirs within 10 s of the network returning, with no reload', async ({
  context,
  page,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'plane');
  await signInThroughTheApp(page, session);
  await page.close();

  await context.setOffline(true);
  const plane = await context.newPage();
  await plane.goto('/');
  await expect(plane.getByRole('button', { name: session.user.email })).toBeVisible();
  await expect(plane.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(syncStatus(plane)).toHaveText(/^Offline/);
  // The service worker answers the public config from its copy while the network is gone.
  const config = await plane.evaluate(() => fetch('/api/config').then((answer) => answer.json()));
  expect(config).toMatchObject({ supabaseUrl: new URL(baseURL!).origin });

  const storyId = await completeWizard(plane);
  await writeNextPart(plane, 2);
  await writeNextPart(plane, 3);
  await expect(syncStatus(plane)).toHaveText(/^Offline · \d+ changes? saved on this device/);

  await context.setOffline(false);
  const owned = `id=eq.${storyId}&user_id=eq.${session.user.id}`;
  await expect
    .poll(() => countServerRows(baseURL!, session, 'stories', owned), { timeout: 10_000 })
    .toBe(1);
  await expect
    .poll(() => countServerRows(baseURL!, session, 'story_segments', `story_id=eq.${storyId}`), {
      timeout: 10_000,
    })
    .toBe(3);
});

test('a tab loaded offline signs up once the network is back and is offered its story in Save Your Stories, with no reload', async ({
  context,
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  await waitForServiceWorkerControl(page);
  await page.close();

  await context.setOffline(true);
  const tab = await context.newPage();
  await tab.goto('/');
  await expect(tab.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await completeWizard(tab);
  await expect(tab.getByText('Saved on this device. Sign in to keep it everywhere.')).toBeVisible();

  await context.setOffline(false);
  await expect(syncStatus(tab)).not.toHaveText(/^Offline/, { timeout: 15_000 });
  await tab.getByRole('link', { name: 'Sign Up' }).click();
  const email = `plane-signup-${Date.now()}@example.test`;
  await tab.getByLabel('Email').fill(email);
  await tab.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await tab.getByRole('button', { name: 'Sign Up' }).click();

  await expect(
    tab.getByText("Welcome to StoryCanvas! Your account is ready and you're signed in."),
  ).toBeVisible();
  await expect(tab.getByRole('button', { name: email })).toBeVisible();
  const dialog = tab.getByRole('dialog', { name: 'Save Your Stories' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You created 1 story while browsing anonymously');
});

type SyncedStory = {
  segment_count: number;
  creation_settings: { characters: { name: string }[] } | null;
};
const readSyncedStory = (baseURL: string, session: TestSession, id: string) =>
  readServerStory<SyncedStory>(baseURL, session, id, 'segment_count,creation_settings');

test('a story set up on device A is continued on device B with a new part and a new branch, and A shows them after syncing', async ({
  browser,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'two-devices-continue');
  const deviceA = await openSignedInPage(browser, session);
  const storyId = await completeWizard(deviceA);
  await expect
    .poll(() => readSyncedStory(baseURL!, session, storyId), { timeout: 30_000 })
    .toMatchObject({ segment_count: 1, creation_settings: { characters: [{ name: 'Maya' }] } });

  const deviceB = await openSignedInPage(browser, session);
  await deviceB.goto(`/story/${storyId}`);
  await expect(deviceB.getByRole('article', { name: 'Part 1' })).toBeVisible({ timeout: 30_000 });
  await expect(deviceB.getByText('can be read here but not continued')).toHaveCount(0);
  await writeNextPart(deviceB, 2);
  await deviceB
    .getByRole('group', { name: 'Take another path at part 1' })
    .getByRole('button')
    .first()
    .click();
  await deviceB.getByRole('button', { name: 'Start new branch' }).click();
  await expect(deviceB.getByText(/Branch \d of 2/)).toBeVisible();
  await expect
    .poll(() => readSyncedStory(baseURL!, session, storyId), { timeout: 30_000 })
    .toMatchObject({ segment_count: 3 });

  await deviceA.reload();
  await expect(deviceA.getByRole('group', { name: 'Branches at part 2' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(deviceA.getByText(/Branch \d of 2/)).toBeVisible();
});
