// An approval publishes the version the parent read (issue #26), in Chromium against the real stack:
// the parent reads a child's story waiting for a yes; the child changes it on their own device; the
// parent's approval is refused in words and nothing is published; reading it again shows the new
// words, and approving that publishes it.
import { expect, test, type Page } from '@playwright/test';
import { AFTER_PIN, PIN, addFirstChild, askToPublish, rest } from './family-helpers';
import { openSignedInPage, readServerStory, signUpUser } from './offline-helpers';

test.slow();

async function openFamily(page: Page): Promise<void> {
  await page.goto('/family');
  await unlockFamily(page);
}

async function unlockFamily(page: Page): Promise<void> {
  await page.getByLabel('Parent PIN').fill(PIN);
  await page.getByRole('button', { name: 'Open Family' }).click();
}

test('a story changed after the parent read it is not published; read again, it is', async ({
  browser,
  baseURL,
}) => {
  const parent = await signUpUser(baseURL!, 'family-read-version');
  const page = await openSignedInPage(browser, parent);
  await page.goto('/family');
  await addFirstChild(page, 'Mia', '4–6');
  const title = `Owl${Date.now().toString(36)}`;
  const storyId = await askToPublish(parent, 'Mia', title);
  const isPublic = async () =>
    (await readServerStory<{ is_public: boolean }>(baseURL!, parent, storyId, 'is_public'))
      ?.is_public;

  await openFamily(page);
  const waiting = page.getByRole('region', { name: 'Stories waiting for your yes' });
  await waiting.getByRole('link', { name: `Read ${title}` }).click(AFTER_PIN);
  await expect(page.locator('#main').getByText('The owl found a lost mitten.')).toBeVisible();

  // The child, on their own device, changes the story the parent has just read.
  const changed = await rest(`story_segments?story_id=eq.${storyId}`, parent.access_token, {
    method: 'PATCH',
    body: JSON.stringify({
      segment_text: 'The owl found a lost mitten and hid it from everyone.',
      updated_at: new Date().toISOString(),
    }),
  });
  expect(changed.ok).toBe(true);

  // Back to Family in the app, as the parent would go, with no reload.
  await page.goBack();
  await unlockFamily(page);
  await waiting.getByRole('button', { name: `Approve ${title}` }).click(AFTER_PIN);
  const approve = page.getByRole('dialog', { name: `Publish ${title}` });
  await approve.getByLabel('Parent PIN').fill(PIN);
  await approve.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(approve.getByRole('alert')).toHaveText(
    `${title} changed after you read it. Read it again, then approve it.`,
    AFTER_PIN,
  );
  expect(await isPublic()).toBe(false);
  await approve.getByRole('button', { name: 'Cancel' }).click();

  await waiting.getByRole('link', { name: `Read ${title}` }).click();
  await expect(
    page.locator('#main').getByText('The owl found a lost mitten and hid it from everyone.'),
  ).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  await unlockFamily(page);
  await waiting.getByRole('button', { name: `Approve ${title}` }).click(AFTER_PIN);
  await approve.getByLabel('Parent PIN').fill(PIN);
  await approve.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText('Published to Discover.')).toBeVisible(AFTER_PIN);
  expect(await isPublic()).toBe(true);
});
