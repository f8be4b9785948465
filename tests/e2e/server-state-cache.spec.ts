// Server reads go through one query cache: a page visited again shows what it read a moment ago
// without asking the server, and a read that fails once is tried again before the reader sees an error.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { expect, test, type Page, type Request } from '@playwright/test';
import { acceptCookies } from './wizard-helpers';
import { readStack } from './read-stack';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

// Counting and failing requests needs them to come from the page, not from the service worker.
test.use({ serviceWorkers: 'block' });

/** A published story with a title no other test uses, straight into the database. */
async function publishStory(title: string): Promise<string> {
  const id = randomUUID();
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql`insert into public.stories (id, title, genre, target_age, is_public, published_at, segment_count)
              values (${id}, ${title}, 'bedtime', '4-6', true, now(), 0)`;
  } finally {
    await sql.end();
  }
  return id;
}

/** Discover's list of published stories; the reader opens one of them by its id. */
const isDiscoverRead = (url: URL) => url.pathname.endsWith('/rest/v1/rpc/discover_stories');

function countDiscoverReads(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request: Request) => {
    if (isDiscoverRead(new URL(request.url()))) seen.count += 1;
  });
  return seen;
}

test('going back to Discover shows the stories read a moment ago without asking the server again', async ({
  page,
}) => {
  const title = `The lantern of ${randomUUID().slice(0, 8)}`;
  await publishStory(title);
  const reads = countDiscoverReads(page);
  await page.goto(`/discover?search=${encodeURIComponent(title)}`);
  await acceptCookies(page);
  const card = page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  // The server rendered the page with these stories, and the page's cache holds what it read.
  expect(reads.count).toBe(0);

  // From here the server would refuse every Discover read: only the cache can show the list.
  await page.route(isDiscoverRead, (route) => route.abort('connectionrefused'));
  await card.click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.goBack();

  await expect(card).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toHaveText('1 story');
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
  expect(reads.count).toBe(0);
});

test('a Discover read that fails once is tried again and the stories appear', async ({ page }) => {
  const title = `The second try of ${randomUUID().slice(0, 8)}`;
  await publishStory(title);
  const reads = countDiscoverReads(page);
  let failed = false;
  await page.route(isDiscoverRead, async (route) => {
    if (failed) return route.continue();
    failed = true;
    // 502, not 503: supabase-js retries a 503 on its own, which would hide whether the page does.
    await route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Bad gateway' }),
    });
  });

  // The first page comes with the server's HTML; a search typed in the page is the browser's read.
  await page.goto('/discover');
  await acceptCookies(page);
  await page.getByLabel('Search').fill(title);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toHaveText('1 story');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
  expect(reads.count).toBe(2);
});

test('offline, a new Discover search says why it has no stories instead of loading for ever', async ({
  page,
  context,
}) => {
  await page.goto('/discover');
  await acceptCookies(page);
  await expect(page.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Search').fill(`nothing cached ${randomUUID().slice(0, 8)}`);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toContainText(
    'Your own stories are still on this device.',
  );
});
