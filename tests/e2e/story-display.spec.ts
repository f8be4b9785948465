// /story/{id} of a story this device does not hold: a shared link to someone else's published
// story opens in the reader, the author's own story waits for sync and opens to be continued, and a
// private story of another account shows nothing of itself, on the page or in any network answer.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { expect, test, type Page } from '@playwright/test';
import { openSignedInPage, publishStoryAs, readServerStory, signUpUser } from './offline-helpers';
import { waitForServiceWorkerControl } from './pwa-helpers';
import { readStack } from './read-stack';
import { acceptCookies, completeWizard } from './wizard-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

const NOT_ON_DEVICE = 'This story is not on this device.';

interface WrittenStory {
  id: string;
  title: string;
  opening: string;
  bridge: string;
  river: string;
}

/** A story of two branches after its first part, written as the author's, straight into the database. */
async function writeServerStory(authorId: string, published: boolean): Promise<WrittenStory> {
  const id = randomUUID();
  const marker = id.slice(0, 8);
  const story: WrittenStory = {
    id,
    title: `The lantern keeper ${marker}`,
    opening: `Ada lit the lantern on the hill ${marker}.`,
    bridge: `Ada crossed the rope bridge ${marker}.`,
    river: `Ada followed the river to the sea ${marker}.`,
  };
  const opening = randomUUID();
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql`insert into public.stories (id, user_id, title, description, genre, target_age, is_public, published_at, is_completed)
              values (${id}, ${authorId}, ${story.title}, 'A lantern, a bridge and a river', 'adventure', '7-9',
                      ${published}, ${published ? new Date() : null}, true)`;
    await sql`insert into public.story_segments (id, story_id, parent_segment_id, triggering_choice_text, segment_text, choices, is_end, sequence_number, word_count, written_by)
              values (${opening}, ${id}, null, null, ${story.opening}, ${['Cross the bridge', 'Follow the river']}, false, 1, 8, 'storyteller'),
                     (${randomUUID()}, ${id}, ${opening}, 'Cross the bridge', ${story.bridge}, ${[]}, true, 2, 6, 'author'),
                     (${randomUUID()}, ${id}, ${opening}, 'Follow the river', ${story.river}, ${[]}, true, 3, 8, 'author')`;
  } finally {
    await sql.end();
  }
  return story;
}

/** Reads the story as the viewer shows it: title, first part, then the other branch at part 2, each captioned with who wrote it. */
async function readInTheViewer(page: Page, story: WrittenStory, baseURL: string): Promise<void> {
  await expect(page).toHaveURL(`${baseURL}/story-viewer/${story.id}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ hasText: story.opening })).toBeVisible();
  const captions = page.locator('#main').getByText(/wrote this part\.$/);
  await expect(captions).toHaveText([
    'The built-in storyteller wrote this part.',
    "The story's author wrote this part.",
  ]);
  await expect(page.getByText(NOT_ON_DEVICE)).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/story-viewer/${story.id}`,
  );

  const branches = page.getByRole('group', { name: 'Branches at part 2' });
  const other = branches.getByRole('button', { pressed: false });
  const choice = await other.innerText();
  await other.click();
  await expect(branches.getByRole('button', { name: choice })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('paragraph').filter({ hasText: `Choice: ${choice}` })).toBeVisible();
  await expect(
    page
      .getByRole('paragraph')
      .filter({ hasText: choice === 'Follow the river' ? story.river : story.bridge }),
  ).toBeVisible();
}

test('a visitor with no account opens a shared /story/{id} link of a published story and reads it in the viewer, which took the link’s place', async ({
  page,
  baseURL,
}) => {
  const author = await signUpUser(baseURL!, 'shared-author');
  const story = await writeServerStory(author.user.id, true);

  await page.goto('/');
  await acceptCookies(page);
  await page.goto(`/story/${story.id}`);
  await readInTheViewer(page, story, baseURL!);

  // A replace: going back leaves the story rather than landing on the link that sent it on.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('another signed-in reader opens the shared link and reads it in the viewer', async ({
  browser,
  baseURL,
}) => {
  const author = await signUpUser(baseURL!, 'shared-author');
  const reader = await signUpUser(baseURL!, 'shared-reader');
  const story = await writeServerStory(author.user.id, true);

  const page = await openSignedInPage(browser, reader);
  await expect(page.getByRole('button', { name: reader.user.email })).toBeVisible();
  await page.goto(`/story/${story.id}`);
  await readInTheViewer(page, story, baseURL!);
  await expect(page.getByRole('link', { name: 'Continue writing' })).toHaveCount(0);
});

test('the author’s own published story, opened on a second device before it has synced there, waits for sync and opens to be continued, never in the viewer', async ({
  browser,
  baseURL,
}) => {
  const author = await signUpUser(baseURL!, 'own-published');
  const deviceA = await openSignedInPage(browser, author);
  const storyId = await completeWizard(deviceA);
  await expect
    .poll(() => readServerStory(baseURL!, author, storyId, 'segment_count'), { timeout: 30_000 })
    .toMatchObject({ segment_count: 1 });
  await publishStoryAs(baseURL!, author.access_token, storyId);

  const deviceB = await openSignedInPage(browser, author);
  const navigations: string[] = [];
  deviceB.on('framenavigated', (frame) => {
    if (frame === deviceB.mainFrame()) navigations.push(new URL(frame.url()).pathname);
  });
  await deviceB.goto(`/story/${storyId}`);
  await expect(deviceB.getByRole('article', { name: 'Part 1' })).toBeVisible({ timeout: 30_000 });
  await expect(deviceB.getByRole('group', { name: 'What happens next?' })).toBeVisible();
  await expect(deviceB.getByText('can be read here but not continued')).toHaveCount(0);
  expect(deviceB.url()).toBe(`${baseURL}/story/${storyId}`);
  expect(navigations.filter((path) => path.startsWith('/story-viewer/'))).toEqual([]);
});

for (const who of ['a visitor with no account', 'another signed-in reader'] as const) {
  test(`a private story of another account, opened by its id by ${who}, shows nothing of it: not on the page, not in any answer they can read`, async ({
    browser,
    baseURL,
  }) => {
    const owner = await signUpUser(baseURL!, 'private-owner');
    const story = await writeServerStory(owner.user.id, false);

    const page =
      who === 'a visitor with no account'
        ? await (await browser.newContext()).newPage()
        : await openSignedInPage(browser, await signUpUser(baseURL!, 'private-attacker'));
    const answers: Promise<string>[] = [];
    page.on('response', (response) => answers.push(response.text().catch(() => '')));
    const asked = page.waitForResponse((response) =>
      response.url().includes('/rest/v1/public_stories'),
    );
    await page.goto(`/story/${story.id}`);
    await asked;
    await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
    await expect(page.getByText(NOT_ON_DEVICE)).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/story/${story.id}`);

    const shown = await page.content();
    for (const text of [story.title, story.opening, story.bridge])
      expect(shown).not.toContain(text);
    const bodies = await Promise.all(answers);
    expect(bodies.length).toBeGreaterThan(0);
    for (const text of [story.title, story.opening, story.bridge])
      expect(bodies.filter((body) => body.includes(text))).toEqual([]);
  });
}

test('offline, a published story that is not on this device keeps the not-on-this-device message', async ({
  context,
  page,
  baseURL,
}) => {
  const author = await signUpUser(baseURL!, 'offline-shared');
  const story = await writeServerStory(author.user.id, true);

  await page.goto('/');
  await acceptCookies(page);
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.goto(`/story/${story.id}`);
  await expect(page.getByText(NOT_ON_DEVICE)).toBeVisible();
  await expect(page.getByText(story.title)).toHaveCount(0);
  expect(page.url()).toBe(`${baseURL}/story/${story.id}`);
});
