// The story wizard walked the way a reader does (age, genre, idea, characters, opening, Customize),
// shared by the e2e specs that need a story to exist before they test what happens to it.
import { expect, type Page } from '@playwright/test';

export interface WizardRun {
  /** The reader's age band as the wizard labels it; 7–9 when not given. */
  age?: string;
  genre: string;
  idea: string;
  /** Typed into the character form and added. */
  newCharacter?: string;
  /** Picked from the user's saved characters. */
  savedCharacter?: string;
  /** The opening's text; without it the first opening offered is taken. */
  opening?: string;
  /** Prefix for /create when the page belongs to another server (a provider stack). */
  origin?: string;
  /** false unticks "Illustrate each part" on Customize. */
  pictures?: boolean;
}

/** The story most specs write: Maya and the map in the attic. */
export const MAP_STORY: WizardRun = {
  genre: 'Adventure & Exploration',
  idea: 'A girl who finds a map in her attic',
  newCharacter: 'Maya',
  opening: 'An old map fell out of a library book.',
};

/**
 * Accepts the cookie banner as a visitor does, unless this browser already recorded a choice. The
 * banner renders after the app starts, so a look taken at once can miss it and leave it to appear
 * later over the page: at 320 px it then covers the wizard's options and every click waits behind it
 * until the test times out. So wait for it whenever no choice is recorded.
 */
export async function acceptCookies(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  if (cookies.some((cookie) => cookie.name === 'cookie_consent' && cookie.value === 'true')) return;
  const accept = page.getByRole('button', { name: 'Accept All' });
  await accept.click();
  await expect(accept).toBeHidden();
}

/** The run's age (7–9 unless given), then its genre, idea, characters and opening, up to Customize. */
export async function walkWizardToCustomize(page: Page, run: WizardRun): Promise<void> {
  await page.goto(`${run.origin ?? ''}/create`);
  await acceptCookies(page);
  await page.getByRole('link', { name: /Start|Continue where you left off/ }).click();
  await page.getByText(run.age ?? '7–9').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(run.genre, { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Story idea (optional)').fill(run.idea);
  const listed = page.getByRole('list', { name: 'Characters in this story' });
  if (run.newCharacter) {
    await page.getByLabel('Name', { exact: true }).fill(run.newCharacter);
    await page.getByRole('button', { name: 'Add character' }).click();
    await expect(listed).toContainText(run.newCharacter);
  }
  if (run.savedCharacter) {
    await page
      .getByRole('list', { name: 'Your saved characters' })
      .getByRole('button', { name: run.savedCharacter })
      .click();
    await expect(listed).toContainText(run.savedCharacter);
  }
  await page.getByRole('button', { name: 'Next' }).click();
  if (run.opening) await page.getByText(run.opening).click();
  else
    await page.getByRole('group', { name: 'Choose an opening' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Make it yours' })).toBeVisible();
  if (run.pictures === false) await page.getByLabel('Illustrate each part').uncheck();
}

/** Starts the story from Customize and returns its id once part 1 is on screen. */
export async function startStory(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Start story' }).click();
  await page.waitForURL(/\/story\/[0-9a-f-]{36}$/);
  // The server's first story loads its story function (the storyteller and the safety gate), which
  // takes longer than the usual wait on a busy machine.
  await expect(page.getByRole('article', { name: 'Part 1' })).toBeVisible({ timeout: 30_000 });
  return page.url().split('/').at(-1)!;
}

/** The whole wizard through to the story page. */
export async function completeWizard(page: Page, run: WizardRun = MAP_STORY): Promise<string> {
  await walkWizardToCustomize(page, run);
  return startStory(page);
}

/** Takes the first choice offered under the last part and waits for part `next` to be on screen. */
export async function continueWithFirstChoice(page: Page, next: number): Promise<void> {
  await page.getByRole('group', { name: 'What happens next?' }).getByRole('button').first().click();
  await expect(page.getByRole('article', { name: `Part ${next}` })).toBeVisible();
}
