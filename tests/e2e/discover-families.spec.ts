import { expect, test, type Page } from '@playwright/test';
import { seriousFindings } from './axe-findings';

const cards = (page: Page) => page.getByRole('search').locator('~ ul > li');

test('Discover’s age filter shows only stories of the chosen band, from the keyboard and the address', async ({
  page,
}) => {
  await page.goto('/discover');
  await expect(page.getByRole('link', { name: 'The Door in the Oak Tree' })).toBeVisible();

  const age = page.getByLabel("Reader's age");
  await page.getByLabel('Genre').focus();
  await page.keyboard.press('Tab');
  await expect(age).toBeFocused();
  await age.selectOption({ label: '4–6' });
  await expect(page).toHaveURL(/[?&]age=4-6/);
  await expect(page.getByRole('link', { name: 'The Door in the Oak Tree' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'The Moon Who Forgot to Rise' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Bus That Wanted to Swim' })).toBeVisible();
  const shown = await cards(page).allInnerTexts();
  expect(shown.length).toBeGreaterThanOrEqual(2);
  for (const card of shown) expect(card).toContain('ages 4–6');
  expect(await seriousFindings(page)).toEqual([]);

  await page.goto('/discover?age=teen');
  await expect(page.getByLabel("Reader's age")).toHaveValue('teen');
  await expect(page.getByRole('link', { name: 'A Message From the Stars' })).toBeVisible();
  for (const card of await cards(page).allInnerTexts()) expect(card).toContain('ages Teen');

  await page.getByLabel("Reader's age").selectOption({ label: 'All ages' });
  await expect(page).not.toHaveURL(/age=/);
  await expect(page.getByRole('link', { name: 'The Door in the Oak Tree' })).toBeVisible();
});
