// The input gate as a child meets it, on the production build at desktop and phone widths: a 4–6
// reader's unsafe idea, own opening and own choice are refused under the field as they are typed and
// again on Next or Go, with focus on the field and the words to change marked and selected in it, and
// nothing is stored on the device or asked of the story service; a water gun fight goes through to a
// story. At 7–9 self-harm told with no listed word is refused and the knight who puts down his sword
// gets his story, and at 4–6 and 10–12 it is refused too, announced through the field's description
// with the words marked; an unsafe name on /characters is not saved.
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

/** The words selected in a text field: the ones the gate marked for changing. */
function selectedWords(page: Page, label: string): Promise<string> {
  return page
    .getByLabel(label, { exact: true })
    .evaluate((control: HTMLInputElement | HTMLTextAreaElement) =>
      control.value.slice(control.selectionStart ?? 0, control.selectionEnd ?? 0),
    );
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

    test('a 4–6 reader’s unsafe idea, opening and own choice are refused with the kind message and marked; a water gun fight goes through to a story', async ({
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
      expect(ideaMessage).toContain(
        'You could try a friendly hug, holding hands or a dance at the ball. The words to change are marked in the field.',
      );
      await expect(page.locator('mark')).toHaveText('takes off all her clothes');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(idea).toBeFocused();
      expect(await selectedWords(page, 'Story idea (optional)')).toBe('takes off all her clothes');
      await expect(page).toHaveURL(/\/create\/prompt$/);
      expect(await seriousFindings(page, 'main')).toEqual([]);

      await idea.fill('Two foxes have a water gun fight in the garden');
      await expect(page.getByText(KIND_MESSAGE)).toBeHidden();
      await expect(page.locator('mark')).toHaveCount(0);
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
      expect(await selectedWords(page, 'Or write your own choice')).toMatch(/^stab the fox/);
      expect(await describedText(page, 'Or write your own choice')).toMatch(
        /^Your own choice has words we keep out/,
      );
      await expect(page.getByRole('article', { name: 'Part 2' })).toHaveCount(0);
      expect(await countStoredRecords(page)).toBe(stored);
      expect(generateCalls.length).toBe(calls);
      expect(await seriousFindings(page, 'main')).toEqual([]);
    });
  });
}

test.describe('at 7–9 on a desktop', () => {
  test.describe.configure({ timeout: 120_000 });

  test('self-harm told with no listed word is refused and marked; the knight who puts down his sword gets his story', async ({
    page,
  }) => {
    await page.goto('/create');
    await acceptCookies(page);
    await page.getByRole('link', { name: /Start|Continue where you left off/ }).click();
    await page.getByText('7–9').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Fantasy & Magic', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const idea = page.getByLabel('Story idea (optional)');
    await idea.fill(
      'Ellie stands at the edge of the roof and thinks everyone would be happier without her',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/create\/prompt$/);
    await expect(idea).toBeFocused();
    expect(await describedText(page, 'Story idea (optional)')).toMatch(
      /The story idea has words we keep out of stories for readers aged 7–9\..*a friend who listens and a grown-up who helps\. The words to change are marked in the field\.$/,
    );
    expect(await selectedWords(page, 'Story idea (optional)')).toBe(
      'edge of the roof and thinks everyone would be happier without her',
    );

    await idea.fill(
      'A young knight named Rowan puts down his sword and shares his lunch with a hungry dragon',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('group', { name: 'Choose an opening' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Make it yours' })).toBeVisible();
    await page.getByLabel('Illustrate each part').uncheck();
    await page.getByRole('button', { name: 'Start story' }).click();
    await expect(page.getByRole('article', { name: 'Part 1' })).toBeVisible();
    await expect(page.getByText('could not be written safely')).toHaveCount(0);
  });
});

for (const [band, shown] of [
  ['4-6', '4–6'],
  ['10-12', '10–12'],
] as const)
  test(`self-harm told with no listed word is refused at ${band} and announced with the words marked`, async ({
    page,
  }) => {
    await page.goto('/create');
    await acceptCookies(page);
    await page.getByRole('link', { name: /Start|Continue where you left off/ }).click();
    await page.getByText(shown).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Fantasy & Magic', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const idea = page.getByLabel('Story idea (optional)');
    await idea.fill('Sam has been planning to go to sleep one night and simply not wake');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/create\/prompt$/);
    await expect(idea).toBeFocused();
    expect(await describedText(page, 'Story idea (optional)')).toMatch(
      new RegExp(
        `The story idea has words we keep out of stories for readers aged ${shown}\\..*The words to change are marked in the field\\.$`,
      ),
    );
    expect(await selectedWords(page, 'Story idea (optional)')).not.toBe('');
  });

test.describe('on a phone', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an unsafe character name on /characters is refused and not saved', async ({
    browser,
    baseURL,
  }) => {
    const page = await openSignedInPage(browser, await signUpUser(baseURL!, 'kids-safety'));
    await page.setViewportSize({ width: 390, height: 844 });
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
