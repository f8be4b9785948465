import { expect, test } from '@playwright/test';

test.describe('layout on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger opens a full-width menu that Escape, outside clicks and navigation close', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await close.getAttribute('aria-controls')}`);
    expect((await panel.boundingBox())?.width).toBe(375);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(panel.getByRole('link', { name: 'Explore' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Discover' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.click(10, 700);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test.describe('layout on a touch phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a touch outside the open menu closes it and unlocks scrolling', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.touchscreen.tap(20, 700);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

test.describe('layout on a desktop', () => {
  test('shows the navigation, the Local tooltip, the Creating Story entry and the upgrade button', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Discover' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Local' })).toHaveAttribute(
      'title',
      'temporary stories saved locally',
    );
    await expect(page.getByRole('link', { name: 'Creating Story' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Plan: Free');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    for (const path of ['/create', '/create-story', '/create/genre']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Creating Story' })).toBeVisible();
    }
    await page.goto('/discover');
    await expect(page.getByRole('link', { name: 'Creating Story' })).toHaveCount(0);
  });

  test('settings open the subscription tab from the address and survive a reload', async ({
    page,
  }) => {
    await page.goto('/settings?tab=subscription');
    await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByLabel('Font size').selectOption('large');
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
  });
});
