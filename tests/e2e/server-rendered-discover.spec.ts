import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { readStack } from './read-stack';

// Discover arrives from the gateway with its first page of stories in the HTML (the live list, as
// its address filters it), which the app hydrates from the same data without an error, and then
// reads the server as usual: a story published after the page was served shows when looked for.

const stack = readStack();

async function publishStory(baseURL: string, title: string, genre = 'adventure'): Promise<void> {
  const written = await fetch(`${baseURL}/rest/v1/stories`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${stack.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({
      id: randomUUID(),
      title,
      description: 'A story for Discover',
      genre,
      target_age: '7-9',
      is_public: true,
      published_at: new Date().toISOString(),
      is_completed: true,
    }),
  });
  expect(written.status, await written.text()).toBe(201);
}

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const card = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });

test('Discover paints its stories from the server’s HTML, hydrates without errors, and later stories still show', async ({
  page,
  request,
  baseURL,
}) => {
  const marker = `Lanternfish${randomUUID().slice(0, 6)}`;
  await publishStory(baseURL!, `${marker} and the tide`);
  const html = await (await request.get('/discover')).text();
  expect(html).toContain(`${marker} and the tide`);
  expect(html).not.toContain('Loading...');

  const problems = watchProblems(page);
  await page.goto('/discover');
  await expect(card(page, `${marker} and the tide`)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app-started', /.*/, {
    timeout: 30_000,
  });

  await publishStory(baseURL!, `${marker} and the lighthouse`);
  await page.getByLabel('Search').fill(marker);
  await expect(page).toHaveURL(new RegExp(`search=${marker}`));
  await expect(card(page, `${marker} and the lighthouse`)).toBeVisible();
  await expect(card(page, `${marker} and the tide`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /stories?$/ })).toHaveText('2 stories');
  expect(problems).toEqual([]);
});

test('Discover’s filters in the address are rendered by the server and still work in the page', async ({
  page,
  request,
  baseURL,
}) => {
  const marker = `Reef${randomUUID().slice(0, 6)}`;
  await publishStory(baseURL!, `${marker} mystery`, 'mystery');
  await publishStory(baseURL!, `${marker} adventure`, 'adventure');
  const address = `/discover?search=${marker}&genre=mystery`;
  const html = await (await request.get(address)).text();
  expect(html).toContain(`${marker} mystery`);
  expect(html).not.toContain(`${marker} adventure`);

  const problems = watchProblems(page);
  await page.goto(address);
  await expect(card(page, `${marker} mystery`)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app-started', /.*/, {
    timeout: 30_000,
  });
  await page.getByLabel('Genre').selectOption('');
  await expect(card(page, `${marker} adventure`)).toBeVisible();
  await expect(page).not.toHaveURL(/genre=/);
  expect(problems).toEqual([]);
});
