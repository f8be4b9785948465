// The input gate as a child meets it, on the production build at desktop and phone widths: a 4–6
// reader's unsafe idea, own opening and own choice are refused under the field as they are typed and
// again on Next or Go, with focus on the field, and nothing is stored on the device or asked of the
// story service; a harmless "blood orange" goes through; an unsafe name on /characters is not saved.
import { expect, test, type Page } from '@playwright/test';
import { seriousFindings } from './axe-findings';
import { openSignedInPage, signUpUser } from './offline-helpers';
import { acceptCookies } from './wizard-helpers';

const KIND_MESSAGE =
  /has words we keep out of stories for readers aged 4–6\. Could you say it another way\?/;

/** How many stories and parts the device has stored (none before its store is first opened). */
function countStoredRecords(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'StoryCanvasDB'))
      return 0;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('StoryCanvasDB');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const count = (store: string) =>
      new Promise<number>((resolve, reject) => {
        const request = database.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const total = (await count('stories')) + (await count('story_segments'));
    database.close();
    return total;
  });
}

/** The requests the page sends whose URL contains `part` (and method, when given). */
function watchRequests(page: Page, part: string, method?: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part) && (!method || request.method() === method))
      seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** The text a control's aria-describedby points at: what a screen reader reads with it. */
function describedText(page: Page, label: string): Promise<string> {
  return page.getByLabel(label, { exact: true }).evaluate((control) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

for (const [screen, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 120_000 });

    test('a 4–6 reader’s unsafe idea, opening and own choice are refused with the kind message; a blood orange goes through', async ({
      page,
    }) => {
      const generateCalls = watchRequests(page, '/functions/v1/generate-story');
      await page.goto('/create');
      await acceptCookies(page);
      await page.getByRole('link', { name: /Start|Continue where you left off/ }).click();
      await page.getByText('4–6').click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Adventure & Exploration', { exact: true }).click();
      await page.getByRole('button', { name: 'Next' }).click();

      const idea = page.getByLabel('Story idea (optional)');
      await idea.fill('a s3xy princess takes off all her clothes');
      await expect(page.getByText(KIND_MESSAGE)).toBeVisible();
      await expect(idea).toHaveAttribute('aria-invalid', 'true');
      const ideaMessage = await describedText(page, 'Story idea (optional)');
      expect(ideaMessage).toContain('The story idea has words we keep out');
      expect(ideaMessage).not.toMatch(/s3xy|sexy|clothes/i);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(idea).toBeFocused();
      await expect(page).toHaveURL(/\/create\/prompt$/);
      expect(await seriousFindings(page, 'main')).toEqual([]);

      await idea.fill('A fox finds a blood orange');
      await expect(page.getByText(KIND_MESSAGE)).toBeHidden();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: 'Write my own opening' }).check();
      const opening = page.getByLabel('Your opening');
      await opening.fill('Sam decided to stab the fox with a knife');
      await expect(page.getByText(KIND_MESSAGE)).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(opening).toBeFocused();
      await expect(page).toHaveURL(/\/create\/starting-point$/);
      expect(await describedText(page, 'Your opening')).not.toMatch(/stab|knife/i);
      expect(await seriousFindings(page, 'main')).toEqual([]);
      expect(await countStoredRecords(page)).toBe(0);
      expect(generateCalls).toEqual([]);

      await opening.fill('The fox woke up under an orange tree.');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Make it yours' })).toBeVisible();
      await page.getByLabel('Illustrate each part').uncheck();
      await page.getByRole('button', { name: 'Start story' }).click();
      await expect(page.getByRole('article', { name: 'Part 1' })).toBeVisible();

      const stored = await countStoredRecords(page);
      const calls = generateCalls.length;
      const choice = page.getByLabel('Or write your own choice');
      await choice.fill('stab the fox with a knife');
      await expect(page.getByText(KIND_MESSAGE)).toBeVisible();
      await page.getByRole('button', { name: 'Go', exact: true }).click();
      await expect(choice).toBeFocused();
      await expect(choice).toHaveValue('stab the fox with a knife');
      expect(await describedText(page, 'Or write your own choice')).toMatch(
        /^Your own choice has words we keep out/,
      );
      await expect(page.getByRole('article', { name: 'Part 2' })).toHaveCount(0);
      expect(await countStoredRecords(page)).toBe(stored);
      expect(generateCalls.length).toBe(calls);
      expect(await seriousFindings(page, 'main')).toEqual([]);
    });

    test('an unsafe character name on /characters is refused and not saved', async ({
      browser,
      baseURL,
    }) => {
      const page = await openSignedInPage(browser, await signUpUser(baseURL!, 'kids-safety'));
      await page.setViewportSize(viewport);
      const saves = watchRequests(page, '/rest/v1/user_characters', 'POST');
      await page.goto('/characters');
      await page.getByLabel('Name', { exact: true }).fill('Killer');
      await page.getByLabel('Description').fill('A fox who likes pears');
      await expect(page.getByText(KIND_MESSAGE)).toBeVisible();
      await page.getByRole('button', { name: 'Save character' }).click();
      await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
      const message = await describedText(page, 'Name');
      expect(message).toMatch(/^The character name has words we keep out/);
      expect(message).not.toMatch(/killer/i);
      expect(await seriousFindings(page, 'main')).toEqual([]);
      expect(saves).toEqual([]);
      await expect(page.getByText('No characters yet.')).toBeVisible();

      await page.getByLabel('Name', { exact: true }).fill('Kit');
      await page.getByRole('button', { name: 'Save character' }).click();
      await expect(page.getByRole('heading', { name: 'Kit', level: 2 })).toBeVisible();
      expect(saves).toHaveLength(1);
    });
  });
}
