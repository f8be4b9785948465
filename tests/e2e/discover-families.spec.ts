import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { expect, test, type Page } from '@playwright/test';
import { seriousFindings } from './axe-findings';
import { openSignedInPage, readServerStory, signUpUser } from './offline-helpers';
import { acceptCookies, startStory, walkWizardToCustomize } from './wizard-helpers';
import { readStack } from './read-stack';

const cards = (page: Page) => page.getByRole('search').locator('~ ul > li');

/** Published stories no other test has, one per band, straight into the database. */
async function publishStories(stories: Array<{ title: string; age: string }>): Promise<void> {
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    for (const story of stories)
      await sql`insert into public.stories (id, title, genre, target_age, is_public, published_at)
                values (${randomUUID()}, ${story.title}, 'bedtime', ${story.age}, true, now())`;
  } finally {
    await sql.end();
  }
}

test('Discover’s age filter shows only stories of the chosen band, from the keyboard and the address', async ({
  page,
}) => {
  const marker = `Pebblewick ${randomUUID().slice(0, 8)}`;
  const young = `${marker} and the sleepy moon`;
  const middle = `${marker} and the clock tower`;
  const teen = `${marker} and the station`;
  await publishStories([
    { title: young, age: '4-6' },
    { title: middle, age: '10-12' },
    { title: teen, age: 'teen' },
  ]);
  await page.goto(`/discover?search=${encodeURIComponent(marker)}`);
  await acceptCookies(page);
  await expect(page.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toHaveText(
    '3 stories',
  );

  const age = page.getByLabel("Reader's age");
  await page.getByLabel('Genre').focus();
  await page.keyboard.press('Tab');
  await expect(age).toBeFocused();
  await age.selectOption({ label: '4–6' });
  await expect(page).toHaveURL(/[?&]age=4-6/);
  await expect(page.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toHaveText('1 story');
  await expect(page.getByRole('link', { name: young })).toBeVisible();
  expect(await cards(page).allInnerTexts()).toEqual([expect.stringContaining('ages 4–6')]);
  expect(await seriousFindings(page)).toEqual([]);

  await page.goto(`/discover?search=${encodeURIComponent(marker)}&age=teen`);
  await expect(page.getByLabel("Reader's age")).toHaveValue('teen');
  await expect(page.getByRole('link', { name: teen })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toHaveText('1 story');

  await page.getByLabel("Reader's age").selectOption({ label: 'All ages' });
  await expect(page).not.toHaveURL(/age=/);
  await expect(page.getByRole('link', { name: middle })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toHaveText(
    '3 stories',
  );
});

test('a story for young readers with an unsafe title is refused at publishing, with a kind message naming the field', async ({
  browser,
  baseURL,
}) => {
  const author = await signUpUser(baseURL!, 'unsafe-author');
  const page = await openSignedInPage(browser, author);
  await walkWizardToCustomize(page, { genre: 'Bedtime', idea: 'A kite that wants to see the sea' });
  const storyId = await startStory(page);

  await page.goto(`/story-editor/${storyId}`);
  await page.getByLabel('Title').fill('The killer kite');
  await page.getByRole('button', { name: 'Save title' }).click();
  await page.getByRole('button', { name: 'Publish to Discover' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'keep out of stories' });
  await expect(refusal).toHaveText(
    /^The title has words we keep out of stories for readers aged 7–9\. Could you say it another way\?/,
  );
  await expect(refusal).not.toContainText('killer');
  expect(await seriousFindings(page)).toEqual([]);
  expect(
    await readServerStory<{ is_public: boolean }>(baseURL!, author, storyId, 'is_public'),
  ).toEqual({ is_public: false });
  await expect(page.getByText('Private: only you can read it.')).toBeVisible();
});

test('a reader reports a story, an admin finds the report beside the feedback and unpublishes it, and Discover no longer lists it', async ({
  browser,
  baseURL,
}) => {
  const title = `The lantern of ${randomUUID().slice(0, 8)}`;
  const storyId = randomUUID();
  const admin = await signUpUser(baseURL!, 'reports-admin');
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql`insert into public.stories (id, title, genre, target_age, is_public, published_at, is_completed)
              values (${storyId}, ${title}, 'bedtime', '4-6', true, now(), true)`;
    await sql`insert into public.story_segments (id, story_id, segment_text, is_end, sequence_number)
              values (${randomUUID()}, ${storyId}, 'The lantern glowed all night long. The end.', true, 1)`;
    await sql`insert into public.user_roles (user_id, role) values (${admin.user.id}, 'admin')`;
  } finally {
    await sql.end();
  }

  const reader = await openSignedInPage(browser, await signUpUser(baseURL!, 'reporter'));
  await reader.goto(`/story-viewer/${storyId}`);
  await reader.getByText('Report this story').click();
  await reader.getByLabel('Reason').selectOption({ label: 'Violence or something scary' });
  await reader.getByLabel('Note (optional)').fill('The ending frightened my son.');
  expect(await seriousFindings(reader)).toEqual([]);
  await reader.getByRole('button', { name: 'Send report' }).click();
  await expect(reader.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
    'Thank you. Our team will look at this story.',
  );

  const page = await openSignedInPage(browser, admin);
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Feedback', exact: true }),
  ).toBeVisible();
  const report = page.getByRole('listitem', { name: `Report of ${title}` });
  await expect(report).toContainText('Violence or something scary');
  await expect(report).toContainText('The ending frightened my son.');
  await expect(report).toContainText('New');
  expect(await seriousFindings(page, '#main')).toEqual([]);
  await report.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(report).toContainText('Not published');
  await expect(report).toContainText('Handled');

  await reader.goto(`/discover?search=${encodeURIComponent(title)}`);
  await expect(reader.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toHaveText(
    '0 stories',
  );
});
