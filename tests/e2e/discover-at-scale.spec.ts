import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { expect, test, type Page } from '@playwright/test';
import { removeSeededStories, seedPublishedStories } from '../support/seed-published-stories';
import { acceptCookies } from './wizard-helpers';
import { readStack } from './read-stack';

// Discover on a database with thousands of published stories (seeded as the benches seed a
// million): search finds a story by a word from the middle of its description and by the start
// of a word still being typed, and paging forward and back lands on the same stories.

const SEEDED = 5000;
const tag = `e2e-discover-${randomUUID().slice(0, 8)}`;
const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
/** A made-up word no other story has, in the middle of one story's description. */
const rareWord = `quillimor${letters(6)}`;
const storyTitle = `The Harbour Lanterns ${letters(5)}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await seedPublishedStories(sql, { count: SEEDED, tag, authors: 50 });
    const [author] = await sql<{ id: string }[]>`
      select id from auth.users where email like ${`${tag}-%`} limit 1`;
    await sql`insert into public.stories (id, user_id, title, description, genre, target_age,
                                          is_public, published_at, segment_count)
              values (${randomUUID()}, ${author!.id}, ${storyTitle},
                      ${`Two friends follow a ${rareWord} across the sleeping harbour at dawn.`},
                      'adventure', '7-9', true, now() - interval '3 years', 4)`;
  } finally {
    await sql.end();
  }
});

test.afterAll(async () => {
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await removeSeededStories(sql, tag);
  } finally {
    await sql.end();
  }
});

const storyLinks = (page: Page) =>
  page
    .getByRole('search')
    .locator('~ ul')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const status = (page: Page) => page.getByRole('status').filter({ hasText: /stor(y|ies)$/ });

/**
 * Types `text` into the search and waits until the list is the answer to it: the last list stays on
 * screen, busy, while the next loads, so a check made before then would read the old one.
 */
async function search(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/rpc/discover_stories') &&
      new URL(response.url()).searchParams.get('search') === text,
  );
  await page.getByLabel('Search').fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${text}(&|$)`));
  await answered;
  await expect(page.getByRole('search').locator('~ ul')).toHaveAttribute('aria-busy', 'false');
}

test('search finds a story by a word from the middle of its description and by the start of a word being typed', async ({
  page,
}) => {
  await page.goto('/discover');
  await acceptCookies(page);
  await expect(status(page)).toHaveText(/^about [\d,]+ stories$/);

  await search(page, rareWord);
  await expect(page.getByRole('link', { name: storyTitle, exact: true })).toBeVisible();
  await expect(status(page)).toHaveText('1 story');

  await search(page, rareWord.slice(0, 12));
  await expect(page.getByRole('link', { name: storyTitle, exact: true })).toBeVisible();
  await expect(status(page)).toHaveText('1 story');
});

test('paging forward and back lands on the same stories, with the page number in the address', async ({
  page,
}) => {
  // The most liked first: the seeded stories lead, whatever other tests publish meanwhile.
  await page.goto('/discover?sort=most-liked');
  await acceptCookies(page);
  const pages: (string | null)[][] = [await storyLinks(page)];
  expect(pages[0]).toHaveLength(12);
  for (const number of [2, 3]) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${number - 1}(&|$)`));
    await expect(page.getByText(new RegExp(`^Page ${number} of about`))).toBeVisible();
    await expect.poll(() => storyLinks(page)).not.toEqual(pages.at(-1));
    pages.push(await storyLinks(page));
  }
  expect(new Set(pages.flat()).size).toBe(36);

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(/^Page 2 of about/)).toBeVisible();
  await expect.poll(() => storyLinks(page)).toEqual(pages[1]);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(/^Page 1 of about/)).toBeVisible();
  await expect.poll(() => storyLinks(page)).toEqual(pages[0]);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // The address of page 3 opens page 3 again, as a reload or a shared link would.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 3 of about/)).toBeVisible();
  await page.reload();
  await expect.poll(() => storyLinks(page)).toEqual(pages[2]);
});
