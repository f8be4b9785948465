// Discover names who wrote each published story, with the display name on the author's profile
// (the one the viewer shows), and names nobody when the author chose no name.
import { expect, test, type Page } from '@playwright/test';
import { seriousFindings } from './axe-findings';
import { publishStoryAs, readAnonKey } from './offline-helpers';
import { acceptCookies } from './wizard-helpers';

interface Author {
  id: string;
  token: string;
}

async function signUpAuthor(baseURL: string, fullName?: string): Promise<Author> {
  const apikey = await readAnonKey(baseURL);
  const email = `author-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const response = await fetch(`${baseURL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'correct horse battery staple',
      data: fullName ? { full_name: fullName } : {},
    }),
  });
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { id: session.user.id, token: session.access_token };
}

/** Writes the story as its author, then publishes it the only way there is: publish-story's safety gate. */
async function publishStory(baseURL: string, author: Author, title: string): Promise<void> {
  const apikey = await readAnonKey(baseURL);
  const headers = {
    apikey,
    authorization: `Bearer ${author.token}`,
    'content-type': 'application/json',
  };
  const id = crypto.randomUUID();
  const written = await fetch(`${baseURL}/rest/v1/stories`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      id,
      user_id: author.id,
      title,
      description: 'A published story for Discover',
      genre: 'adventure',
      target_age: '7-9',
    }),
  });
  expect(written.status, await written.text()).toBe(201);
  await publishStoryAs(baseURL, author.token, id);
}

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} each Discover card names its author`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const marker = `Lanternfish${Date.now().toString(36)}`;
    const named = await signUpAuthor(baseURL!, 'Grandma Rosa');
    const unnamed = await signUpAuthor(baseURL!);
    await publishStory(baseURL!, named, `${marker} and the tide`);
    await publishStory(baseURL!, unnamed, `${marker} and the reef`);

    await page.goto(`/discover?search=${marker}`);
    await acceptCookies(page);
    await expect(card(page, `${marker} and the tide`)).toContainText('by Grandma Rosa');
    await expect(card(page, `${marker} and the reef`)).toBeVisible();
    await expect(card(page, `${marker} and the reef`)).not.toContainText('by ');
    expect(await seriousFindings(page, 'main')).toEqual([]);
  });
}
