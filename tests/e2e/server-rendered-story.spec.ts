import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { readStack } from './read-stack';

// A published story's page arrives from the gateway as finished HTML (its text, its pictures, its
// own head), which the app then hydrates with the data the server read: no console error, no
// hydration mismatch, nothing the CSP refuses. An author's hostile title or text stays text.

const stack = readStack();
const serviceHeaders = {
  apikey: stack.anonKey,
  Authorization: `Bearer ${stack.serviceRoleKey}`,
  'Content-Type': 'application/json',
  Prefer: 'return=minimal',
};

async function publishStory(baseURL: string, title: string, parts: string[]): Promise<string> {
  const id = randomUUID();
  const story = await fetch(`${baseURL}/rest/v1/stories`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify({
      id,
      title,
      description: 'A cat keeps the light burning through a storm.',
      genre: 'adventure',
      target_age: '7-9',
      is_public: true,
      published_at: new Date().toISOString(),
      is_completed: true,
    }),
  });
  expect(story.status, await story.text()).toBe(201);
  let parent: string | null = null;
  for (const [index, text] of parts.entries()) {
    const segmentId = randomUUID();
    const last = index === parts.length - 1;
    const segment = await fetch(`${baseURL}/rest/v1/story_segments`, {
      method: 'POST',
      headers: serviceHeaders,
      body: JSON.stringify({
        id: segmentId,
        story_id: id,
        parent_segment_id: parent,
        triggering_choice_text: parent ? 'Go on' : null,
        segment_text: text,
        choices: last ? [] : ['Go on'],
        is_end: last,
        sequence_number: index + 1,
      }),
    });
    expect(segment.status, await segment.text()).toBe(201);
    parent = segmentId;
  }
  return id;
}

/** Console errors, page errors, hydration warnings and dialogs (an alert() would be one). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return problems;
}

const appStarted = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-app-started', /.*/, { timeout: 30_000 });

test('a published story paints from the server’s HTML and hydrates into the reader without errors', async ({
  page,
  request,
  baseURL,
}) => {
  const title = `The Lighthouse Keeper’s Cat ${randomUUID().slice(0, 6)}`;
  const id = await publishStory(baseURL!, title, [
    'Every night Pip climbed the hundred steps to check the great lamp.',
    'At the top the lamp flickered, and Pip nudged the wick until it shone.',
  ]);
  const document = await request.get(`/story-viewer/${id}`);
  const html = await document.text();
  expect(html).toContain('data-prerendered');
  expect(html).toContain('Every night Pip climbed the hundred steps to check the great lamp.');
  expect(html).toContain('<meta name="robots" content="index, follow" />');

  const problems = watchProblems(page);
  await page.goto(`/story-viewer/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await appStarted(page);
  // The app keeps the head the server wrote: the story's, indexable, at its own address.
  await expect(page).toHaveTitle(`${title} · StoryCanvas`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/story-viewer/${id}`,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  // The hydrated page works: the slideshow opens and closes.
  await page.getByRole('button', { name: 'Start slideshow' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Once the page is idle the app reads the story again itself, keeping it for offline reading.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('storycanvas_reader_cache') ?? ''), {
      timeout: 30_000,
    })
    .toContain(id);
  expect(problems).toEqual([]);
});

test('an author’s script and markup in a story’s title and text show as text and never run', async ({
  page,
  baseURL,
}) => {
  const title = '</script><script>alert(1)</script> $& Pip';
  const opening = '<img src=x onerror=alert(2)> Pip climbed </p><b>the</b> steps.';
  const id = await publishStory(baseURL!, title, [opening, 'The lamp shone.']);
  const problems = watchProblems(page);
  await page.goto(`/story-viewer/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('main').getByText(opening)).toBeVisible();
  await appStarted(page);
  await expect(page).toHaveTitle(`${title} · StoryCanvas`);
  await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a story that is not published gets the app, which says it is not found, and nothing of it in the page', async ({
  page,
  request,
  baseURL,
}) => {
  const id = randomUUID();
  const written = await fetch(`${baseURL}/rest/v1/stories`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify({ id, title: 'My secret diary', is_public: false }),
  });
  expect(written.status).toBe(201);
  const html = await (await request.get(`/story-viewer/${id}`)).text();
  expect(html).not.toContain('secret');
  expect(html).not.toContain('data-prerendered');
  await page.goto(`/story-viewer/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
