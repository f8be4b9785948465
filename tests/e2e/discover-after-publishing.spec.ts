// Discover keeps what it read for five minutes (docs/product.md §9), so publishing or unpublishing must tell it:
// an author who looked at Discover, publishes in the editor and goes back sees the change at once,
// without reloading the page.
import { expect, test, type Page } from '@playwright/test';
import { openSignedInPage, signUpUser } from './offline-helpers';
import { startStory, walkWizardToCustomize } from './wizard-helpers';

const storyCount = (page: Page) => page.getByRole('status').filter({ hasText: /stor(y|ies)$/ });

/**
 * Goes back from the editor through Local to Discover, which reads its search again because
 * publishing told it to: until the answer comes the list on screen is the one from before, busy.
 */
async function backToDiscover(page: Page, search: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/rpc/discover_stories') &&
      new URL(response.url()).searchParams.get('search') === search,
  );
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/discover\?search=/);
  await answered;
  await expect(page.getByRole('search').locator('~ ul')).toHaveAttribute('aria-busy', 'false');
}

test('Discover, read before publishing, lists the story after it is published and drops it after it is unpublished, without a reload', async ({
  browser,
  baseURL,
}) => {
  const author = await signUpUser(baseURL!, 'publisher');
  const page = await openSignedInPage(browser, author);
  const marker = `Brindle${Date.now().toString(36)}`;
  await walkWizardToCustomize(page, { genre: 'Bedtime', idea: `The ${marker} lantern` });
  const storyId = await startStory(page);
  await page.goto(`/story-editor/${storyId}`);
  const title = `The lantern of ${marker}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save title' }).click();
  await expect(page.getByText('Title saved')).toBeVisible();
  // Published once the renamed story has synced: until then the button waits.
  await expect(page.getByRole('button', { name: 'Publish to Discover' })).toBeEnabled({
    timeout: 45_000,
  });

  await page.goto(`/discover?search=${marker.toLowerCase()}`);
  await expect(storyCount(page)).toHaveText('0 stories');
  // The server's HTML shows the list before the app has taken the page over, and a link followed
  // before then is the browser's: it loads the next page, and going back shows that HTML again as
  // it was, with no app to hear of the publishing. The header names the reader once the app runs.
  await expect(
    page.getByRole('banner').getByRole('button', { name: author.user.email }),
  ).toBeVisible();
  // From here on the page is never loaded again: only the app's own navigation.
  const loads = { count: 0 };
  page.on('load', () => (loads.count += 1));

  await page.getByRole('link', { name: 'Local' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: 'Edit' })
    .click();
  await page.getByRole('button', { name: 'Publish to Discover' }).click();
  await expect(page.getByText('Published to Discover.')).toBeVisible();
  await backToDiscover(page, marker.toLowerCase());
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(storyCount(page)).toHaveText('1 story');

  await page.goForward();
  await page.goForward();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('No longer published.')).toBeVisible();
  await backToDiscover(page, marker.toLowerCase());
  await expect(storyCount(page)).toHaveText('0 stories');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect(loads.count).toBe(0);
});
