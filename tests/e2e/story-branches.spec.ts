import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousFindings } from './axe-findings';
import { putSession, readAnonKey, signUpUser, type TestSession } from './offline-helpers';
import { acceptCookies, completeWizard, startStory, walkWizardToCustomize } from './wizard-helpers';

const choicePanel = (page: Page) => page.getByRole('group', { name: 'What happens next?' });
const branchList = (page: Page) => page.getByRole('navigation', { name: 'Branches of this story' });
const part = (page: Page, n: number) => page.getByRole('article', { name: `Part ${n}` });
const ending = (page: Page) => page.getByRole('region', { name: 'The end.' });

/** Takes the first choice offered at the last part, waits for the next part and returns that choice. */
async function takeFirstChoice(page: Page, next: number): Promise<string> {
  const choice = choicePanel(page).getByRole('button').first();
  const text = await choice.innerText();
  await choice.click();
  await expect(part(page, next)).toContainText(`You chose: ${text}`);
  return text;
}

/** Starts a new branch after part n with its first other choice, confirming when asked. */
async function startNewBranch(page: Page, n: number): Promise<string> {
  const other = page
    .getByRole('group', { name: `Take another path at part ${n}` })
    .getByRole('button')
    .first();
  const text = await other.innerText();
  await other.click();
  const confirm = page.getByRole('group', { name: `New branch at part ${n}` });
  await expect(confirm).toContainText(text);
  await confirm.getByRole('button', { name: 'Start new branch' }).click();
  await expect(part(page, n + 1)).toContainText(`You chose: ${text}`);
  return text;
}

async function signedInPage(
  browser: Browser,
  session: TestSession,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto('/');
  await putSession(page, session);
  await page.goto('/');
  await acceptCookies(page);
  return page;
}

async function readSyncedSegmentCount(
  baseURL: string,
  session: TestSession,
  id: string,
): Promise<unknown> {
  const apikey = await readAnonKey(baseURL);
  const response = await fetch(
    `${baseURL}/rest/v1/stories?id=eq.${id}&select=is_public,segment_count`,
    {
      headers: { apikey, Authorization: `Bearer ${session.access_token}` },
    },
  );
  return ((await response.json()) as unknown[])[0] ?? null;
}

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a new branch asks first and can be undone, a reload keeps the reader on their branch, and the ending leads somewhere', async ({
    page,
  }) => {
    const storyId = await completeWizard(page);
    const firstChoice = await takeFirstChoice(page, 2);

    const offer = page.getByRole('group', { name: 'Take another path at part 1' });
    const otherChoice = await offer.getByRole('button').first().innerText();
    await offer.getByRole('button', { name: otherChoice }).click();
    const confirm = page.getByRole('group', { name: 'New branch at part 1' });
    await expect(confirm.getByRole('button', { name: 'Start new branch' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(part(page, 2)).toContainText(`You chose: ${firstChoice}`);
    await expect(branchList(page)).toHaveCount(0);

    await startNewBranch(page, 1);
    await expect(branchList(page).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Undo new branch' }).click();
    await expect(branchList(page)).toHaveCount(0);
    await expect(part(page, 2)).toContainText(`You chose: ${firstChoice}`);

    await startNewBranch(page, 1);
    await branchList(page)
      .getByRole('button', { name: /^Branch 1 / })
      .click();
    await expect(part(page, 2)).toContainText(`You chose: ${firstChoice}`);
    await page.reload();
    await expect(part(page, 2)).toContainText(`You chose: ${firstChoice}`);
    await expect(branchList(page).getByRole('button', { name: /^Branch 1 / })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await choicePanel(page).getByRole('button', { name: 'Finish the story' }).click();
    await expect(ending(page)).toBeVisible();
    await expect(part(page, 3)).not.toContainText('The end.');
    await expect(page.getByText('The end.', { exact: true })).toHaveCount(1);
    await expect(
      branchList(page).getByRole('button', { name: /^Branch 1 · 3 parts · ends/ }),
    ).toBeVisible();
    await expect(
      branchList(page).getByRole('button', { name: /^Branch 2 · 2 parts · not finished/ }),
    ).toBeVisible();
    expect(await seriousFindings(page, 'main')).toEqual([]);

    await expect(ending(page).getByRole('link', { name: 'Sign up to keep it' })).toBeVisible();
    await expect(ending(page).getByRole('link', { name: 'Start another story' })).toHaveAttribute(
      'href',
      '/create',
    );
    const [epub] = await Promise.all([
      page.waitForEvent('download'),
      ending(page).getByRole('button', { name: 'Download EPUB' }).click(),
    ]);
    expect(epub.suggestedFilename()).toMatch(/\.epub$/);

    await ending(page).getByRole('link', { name: 'Watch it as a slideshow' }).click();
    await expect(page).toHaveURL(new RegExp(`/story-viewer/${storyId}\\?slideshow=true`));
    await expect(page.getByRole('dialog', { name: /slideshow/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('listitem').filter({ hasText: `Choice: ${firstChoice}` }),
    ).toBeVisible();
    await ending(page).getByRole('button', { name: 'Read it from the start' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a published story opens on its finished branch for another reader, and the owner publishes from the ending', async ({
    browser,
    baseURL,
  }) => {
    const author = await signUpUser(baseURL!, 'brancher');
    const page = await signedInPage(browser, author, { width: 390, height: 844 });
    await walkWizardToCustomize(page, {
      genre: 'Adventure & Exploration',
      idea: 'A boy who follows a paper boat down the river',
    });
    const storyId = await startStory(page);
    const finishedChoice = await takeFirstChoice(page, 2);
    await choicePanel(page).getByRole('button', { name: 'Finish the story' }).click();
    await expect(ending(page)).toBeVisible();

    await startNewBranch(page, 1);
    await expect(ending(page)).toHaveCount(0);
    await branchList(page).getByRole('button', { name: /ends/ }).click();
    await ending(page).getByRole('button', { name: 'Publish to Discover' }).click();
    await expect(
      ending(page).getByText('Published: anyone can read it in Discover.'),
    ).toBeVisible();
    await expect
      .poll(() => readSyncedSegmentCount(baseURL!, author, storyId), { timeout: 45_000 })
      .toMatchObject({ is_public: true, segment_count: 4 });

    const reader = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await reader.goto(`/story-viewer/${storyId}`);
    await acceptCookies(reader);
    await expect(
      reader.getByRole('listitem').filter({ hasText: `Choice: ${finishedChoice}` }),
    ).toBeVisible();
    await expect(ending(reader)).toBeVisible();
    await expect(
      branchList(reader).getByRole('button', { name: /^Branch 1 · 3 parts · ends · reading/ }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(ending(reader).getByRole('button', { name: 'Publish to Discover' })).toHaveCount(
      0,
    );
  });
});
