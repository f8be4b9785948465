import postgres from 'postgres';
import { expect, test } from '@playwright/test';
import { openSignedInPage, readAnonKey, readServerStory, signUpUser } from './offline-helpers';
import { startStory, walkWizardToCustomize } from './wizard-helpers';
import { readStack } from './read-stack';

type PublishedStory = { is_public: boolean; segment_count: number };

test('a signed-in user publishes a story and another user finds it in Discover by search and by genre', async ({
  browser,
  baseURL,
}) => {
  const author = await signUpUser(baseURL!, 'author');
  const marker = `Quillon${Date.now().toString(36)}`;
  const page = await openSignedInPage(browser, author);
  await walkWizardToCustomize(page, {
    genre: 'Mystery & Detective',
    idea: `The riddle of ${marker} lighthouse`,
  });
  const storyId = await startStory(page);
  const opening = await page.getByRole('article', { name: 'Part 1' }).innerText();

  await page.goto(`/story-editor/${storyId}`);
  // The storyteller drafts its own short title from the idea; the author names it, as readers search.
  const title = `Lighthouse riddle ${marker}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save title' }).click();
  await expect(page.getByText('Title saved')).toBeVisible();
  await page.getByRole('button', { name: 'Publish to Discover' }).click();
  await expect(page.getByText('Published: anyone can read it in Discover.')).toBeVisible();
  await expect
    .poll(
      () => readServerStory<PublishedStory>(baseURL!, author, storyId, 'is_public,segment_count'),
      { timeout: 45_000 },
    )
    .toMatchObject({ is_public: true, segment_count: 1 });

  const reader = await openSignedInPage(browser, await signUpUser(baseURL!, 'reader'));
  await reader.goto('/discover');
  await reader.getByLabel('Search').fill(marker.toLowerCase());
  const card = reader.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await expect(reader.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toHaveText(
    '1 story',
  );

  await reader.getByLabel('Genre').selectOption({ label: 'Mystery & Detective' });
  await expect(reader).toHaveURL(/genre=mystery/);
  await expect(card).toBeVisible();
  await reader.getByLabel('Genre').selectOption({ label: 'Bedtime' });
  await expect(reader.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toHaveText(
    '0 stories',
  );
  await expect(card).toHaveCount(0);

  await reader.getByLabel('Genre').selectOption({ label: 'Mystery & Detective' });
  await card.click();
  await expect(reader.getByRole('main')).toContainText(
    opening
      .split('\n')
      .find((line) => line.length > 40)!
      .slice(0, 40),
  );
});

test('a character created on /characters and picked in the wizard appears by name in the story', async ({
  browser,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'characters');
  const page = await openSignedInPage(browser, session);
  await page.goto('/characters');
  await page.getByLabel('Name').fill('Zephyrine');
  await page.getByLabel('Role').selectOption('sidekick');
  await page.getByLabel('Description').fill('A clockwork owl who collects lost buttons');
  await page.getByLabel('Traits (up to 5, comma separated)').fill('clever, kind');
  await page.getByRole('button', { name: 'Save character' }).click();
  await expect(page.getByRole('heading', { name: 'Zephyrine', level: 2 })).toBeVisible();

  await walkWizardToCustomize(page, {
    genre: 'Adventure & Exploration',
    idea: 'A trip to the button market',
    savedCharacter: 'Zephyrine',
  });
  await startStory(page);
  await expect(page.getByRole('article', { name: 'Part 1' })).toContainText('Zephyrine');
  await page.getByRole('group', { name: 'What happens next?' }).getByRole('button').first().click();
  await expect(page.getByRole('article', { name: 'Part 2' })).toContainText('Zephyrine');
});

test('regenerating a part in the editor writes it again', async ({ page }) => {
  await walkWizardToCustomize(page, {
    genre: 'Silly & Humorous',
    idea: 'A penguin who wants to be a chef',
  });
  const storyId = await startStory(page);
  await page.goto(`/story-editor/${storyId}`);
  const part = page.getByLabel('Part 1', { exact: true });
  await expect(part).not.toHaveValue('');
  const before = await part.inputValue();
  await page.getByRole('button', { name: 'Regenerate part 1' }).click();
  await expect(page.getByText('Part 1 written again')).toBeVisible();
  await expect(part).not.toHaveValue(before);
  const after = await part.inputValue();
  expect(after.length).toBeGreaterThan(40);
  await page.goto(`/story/${storyId}`);
  await expect(page.getByRole('article', { name: 'Part 1' })).toContainText(after.slice(0, 40));
});

test('a Free user is warned with one story left, and the sixth story of the month is refused with its message', async ({
  browser,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'story-limit');
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql`insert into public.user_usage (user_id, month_year, stories_created)
              values (${session.user.id}, to_char(now() at time zone 'utc', 'YYYY-MM'), 4)`;
  } finally {
    await sql.end();
  }
  const page = await openSignedInPage(browser, session);
  await walkWizardToCustomize(page, { genre: 'Bedtime', idea: 'A sleepy moon' });
  await expect(page.getByText('4 of 5 stories', { exact: true })).toBeVisible();
  await expect(page.getByText('Only 1 left this month')).toBeVisible();
  await startStory(page);

  await page.goto('/create/customize');
  await expect(page.getByText('5 of 5 stories', { exact: true })).toBeVisible();
  await expect(page.getByText('limit reached')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'You have used all 5 stories of your Free plan this month. Upgrade your plan to create more stories, or continue one you already have.',
  );
  await expect(page.getByRole('button', { name: 'Start story' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');

  const apikey = await readAnonKey(baseURL!);
  const refused = await fetch(`${baseURL}/functions/v1/generate-story`, {
    method: 'POST',
    headers: {
      apikey,
      Authorization: `Bearer ${session.access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      age: '7-9',
      genre: 'bedtime',
      prompt: 'One more',
      story_id: crypto.randomUUID(),
    }),
  });
  expect(refused.status).toBe(402);
  expect(((await refused.json()) as { error: string }).error).toContain(
    'You have used all 5 stories of your Free plan this month.',
  );
});

test('a story started after the last one was used elsewhere is refused by the server before it is written', async ({
  browser,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'story-limit-race');
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql`insert into public.user_usage (user_id, month_year, stories_created)
              values (${session.user.id}, to_char(now() at time zone 'utc', 'YYYY-MM'), 3)`;
    const page = await openSignedInPage(browser, session);
    await walkWizardToCustomize(page, { genre: 'Bedtime', idea: 'A sleepy moon' });
    await expect(page.getByText('Only 2 left this month')).toBeVisible();
    await sql`update public.user_usage set stories_created = 5 where user_id = ${session.user.id}`;
    await page.getByRole('button', { name: 'Start story' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'You have used all 5 stories of your Free plan this month.',
    );
    await expect(page).toHaveURL(/\/create\/customize$/);
    await page.goto('/my-stories');
    await expect(page.getByRole('link', { name: 'A sleepy moon' })).toHaveCount(0);
  } finally {
    await sql.end();
  }
});
