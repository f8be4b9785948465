// A visitor writes a story through the real story wizard while offline, reloads offline and still
// has it; after signing up, 'Save Your Stories' moves it to the account and the server has it.
import { expect, test, type Page } from '@playwright/test';
import {
  controlByServiceWorker,
  countServerRows,
  putSession,
  signUpUser,
  waitForDeviceStore,
} from './offline-helpers';
import { seriousFindings } from './axe-findings';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

async function chooseFirst(page: Page, group: string): Promise<void> {
  await page.getByRole('group', { name: group }).getByRole('radio').first().check();
}

async function writeStoryThroughWizard(page: Page): Promise<string> {
  await page.goto('/create/age');
  await chooseFirst(page, "Reader's age");
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseFirst(page, 'Genre');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox').first().fill('A lighthouse keeper finds a talking seal');
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseFirst(page, 'Choose an opening');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start story' }).click();
  await page.waitForURL(/\/story\/[0-9a-f-]{36}/);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

test('a visitor writes a story offline, keeps it across an offline reload, then saves it to a new account', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await controlByServiceWorker(page);
  await waitForDeviceStore(page);
  await page.goto('/create/age');
  await context.setOffline(true);

  const storyId = await writeStoryThroughWizard(page);
  await expect(page.getByRole('main')).toContainText('lighthouse', {
    ignoreCase: true,
    timeout: 20_000,
  });
  await page.reload();
  await expect(page.getByRole('main')).toContainText('lighthouse', {
    ignoreCase: true,
    timeout: 20_000,
  });
  const anonymousIds = await page.evaluate(
    () => JSON.parse(localStorage.getItem('anonymous_story_ids') ?? '[]') as string[],
  );
  expect(anonymousIds).toContain(storyId);

  await context.setOffline(false);
  const session = await signUpUser(baseURL!, 'wizard-visitor');
  await page.goto('/');
  await putSession(page, session);
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Save Your Stories' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  expect(await seriousFindings(page, { include: '[role="dialog"]', rules: 'every' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Save to My Account' }).click();
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
  await expect
    .poll(() => countServerRows(baseURL!, session, 'story_segments', `story_id=eq.${storyId}`))
    .toBeGreaterThan(0);
});
