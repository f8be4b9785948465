import { expect, test } from '@playwright/test';
import { seriousFindings } from './axe-findings';
import { collectConsoleErrors } from './collect-console-errors';
import { ROUTES } from './route-headings';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

// The routes are walked in one page, half in each of two tests so both workers share them: a fresh
// browser context per route cost more than the checks themselves. Soft expectations report every
// route that fails, not just the first.
const halves = [ROUTES.slice(0, ROUTES.length / 2), ROUTES.slice(ROUTES.length / 2)];

test.describe('every route', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [index, routes] of halves.entries()) {
    test(`renders its page with no console errors and no serious accessibility findings (part ${index + 1} of 2)`, async ({
      page,
    }) => {
      test.setTimeout(60_000 + routes.length * 10_000);
      const errors = collectConsoleErrors(page);
      for (const [path, heading] of routes) {
        errors.length = 0;
        await page.goto(path);
        await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        expect.soft(await seriousFindings(page), `${path}: serious axe findings`).toEqual([]);
        expect.soft([...errors], `${path}: console errors`).toEqual([]);
      }
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
