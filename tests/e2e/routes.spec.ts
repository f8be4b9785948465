import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './collect-console-errors';
import { ROUTES } from './route-headings';

test.describe('every route', () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} renders its page with no console errors and no serious accessibility findings`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  });

  test('diagnostics show the configuration with the key masked', async ({ page }) => {
    await page.goto('/env-check');
    const config = (await (await page.request.get('/api/config')).json()) as {
      supabaseAnonKey: string;
    };
    await expect(page.getByText('Public API key')).toBeVisible();
    await expect(page.locator('dd', { hasText: config.supabaseAnonKey })).toHaveCount(0);
    await expect(
      page.locator('dd', { hasText: `${config.supabaseAnonKey.slice(0, 6)}…` }),
    ).toHaveCount(1);
  });

  test('diagnostics report the live health check, the device state and the app’s own connection status', async ({
    page,
  }) => {
    await page.goto('/diagnostics');
    await expect(page.locator('dt', { hasText: 'Health check' }).locator('+ dd')).toHaveText(
      /^200 ok in \d+ ms$/,
    );
    await expect(page.locator('dt', { hasText: 'IndexedDB' }).locator('+ dd')).toHaveText(
      /^Available: \d+ stories/,
    );
    await expect(page.locator('dt', { hasText: 'Network' }).locator('+ dd')).toHaveText(
      'The browser reports a network connection',
    );
    await expect(page.locator('dt', { hasText: 'App connection' }).locator('+ dd')).toHaveText(
      'online (the server health check answers)',
    );
    await expect(page.locator('dt', { hasText: 'Last sync' }).locator('+ dd')).toHaveText(
      /^succeeded at \d{4}-\d{2}-\d{2}T/,
    );
    await page.context().setOffline(true);
    await expect(page.locator('dt', { hasText: 'App connection' }).locator('+ dd')).toHaveText(
      /^offline /,
    );
    await page.context().setOffline(false);
  });

  test('email diagnostics show how sign-up emails are handled and the local outbox', async ({
    page,
  }) => {
    await page.goto('/email-diagnostics');
    await expect(page.locator('dt', { hasText: 'Email sign-in' }).locator('+ dd')).toHaveText(
      'enabled',
    );
    await expect(page.locator('dt', { hasText: 'Local outbox' }).locator('+ dd')).toHaveText(
      /^\d+ messages at \/_dev\/mail/,
    );
  });
});
