import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Every route of spec §2 with the heading its page shows. */
const ROUTES: [string, RegExp][] = [
  ['/', /Create stories together with AI/],
  ['/learning', /Learning with stories/],
  ['/about', /About StoryCanvas/],
  ['/discover', /Discover stories/],
  ['/pricing', /Plans and pricing/],
  ['/pricing/legacy', /Pricing \(previous plans\)/],
  ['/beta', /StoryCanvas beta/],
  ['/auth', /Sign in/],
  ['/auth/signin', /Sign in/],
  ['/login', /Sign in/],
  ['/auth/signup', /Create your account/],
  ['/signup', /Create your account/],
  ['/auth/callback', /This link did not sign you in/],
  ['/auth/forgot-password', /Forgot your password\?/],
  ['/auth/reset-password', /Choose a new password/],
  ['/create', /Create a story/],
  ['/create-story', /Create a story/],
  ['/create/age', /Who is the story for\?/],
  ['/create/genre', /What kind of story\?/],
  ['/create/prompt', /What is your story about\?/],
  ['/create/starting-point', /How does it begin\?/],
  ['/create/customize', /Make it yours/],
  ['/characters', /My characters/],
  ['/story/8f14e45f-ceea-4e7a-9b1c-2d3e4f5a6b7c', /Story not found/],
  ['/story-viewer/8f14e45f-ceea-4e7a-9b1c-2d3e4f5a6b7c', /Story not found/],
  ['/story-viewer/0d3c1a5e-6f2b-4c8e-9a1d-000000000002', /The Door in the Oak Tree/],
  ['/story-editor/8f14e45f-ceea-4e7a-9b1c-2d3e4f5a6b7c', /Story not found/],
  ['/my-stories', /My stories/],
  ['/profile', /Profile/],
  ['/settings', /Settings/],
  ['/admin', /Sign in/],
  ['/admin/feedback', /Sign in/],
  ['/admin-demo', /Admin panel \(demo\)/],
  ['/admin-demo/users', /Admin panel \(demo\)/],
  ['/admin-debug', /Admin debug/],
  ['/privacy-policy', /Privacy/],
  ['/cookie-demo', /Cookie/],
  ['/debug', /Debug/],
  ['/auth-test', /Auth test/],
  ['/simple-auth-test', /Simple auth test/],
  ['/minimal-auth-test', /Minimal auth test/],
  ['/env-check', /Environment check/],
  ['/auth-provider-test', /Auth provider test/],
  ['/simple-test', /Simple test/],
  ['/diagnostics', /Diagnostics/],
  ['/email-diagnostics', /Email diagnostics/],
  ['/image-debug', /Image debug/],
  ['/demo-setup', /Demo setup/],
  ['/simple-characters', /Simple characters/],
  ['/test-access', /Test access/],
];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

test.describe('every route', () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} renders its page with no console errors and no serious accessibility findings`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
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
