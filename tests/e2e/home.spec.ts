import { expect, test } from '@playwright/test';

test('the home page renders the brand', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'StoryCanvas' })).toBeVisible();
});
