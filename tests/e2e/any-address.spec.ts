// The app opened at an address other than its SITE_URL (another loopback address here, a phone on
// the LAN in real life) still reaches its own API: the local stack serves both from one origin.
import { expect, test } from '@playwright/test';
import { freePort } from '../../server/free-port';
import { collectConsoleErrors } from './collect-console-errors';
import { signUpUser } from './offline-helpers';
import { startSecondStack, type ProviderStack } from './provider-stack';
import { ROUTES } from './route-headings';
import { MAP_STORY, walkWizardToCustomize } from './wizard-helpers';

const SITE_URL = 'http://stories.example.test';

let stack: ProviderStack;
let port: number;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  port = await freePort();
  // Every loopback address reaches a stack listening on all of them.
  stack = await startSecondStack('any-address', {
    HOST: '0.0.0.0',
    PORT: String(port),
    SITE_URL,
  });
});

test.afterAll(async () => {
  await stack?.stop();
});

// The walk of every route runs at one other address: the browser and the stack treat 127.0.0.1 and
// 127.0.0.2 alike (neither is the SITE_URL nor "localhost"), and routes.spec loads each of them whole
// at localhost. Here the app is loaded whole once, which is where it asks /api/config for its API,
// and then goes from route to route through its router as a reader's click does: each route still
// reads its own data at this address, and the walk costs one start of the app instead of 51.
test('every route renders its page with no console errors at another address', async ({ page }) => {
  test.setTimeout(120_000);
  const origin = `http://127.0.0.2:${port}`;
  const errors = collectConsoleErrors(page);
  // Every page starts the data layer at idle, which asks /api/config where its API is and then
  // reads it: a refused read is a console error at once.
  const configRead = page.waitForResponse((response) => response.url().endsWith('/api/config'));
  await page.goto(`${origin}${ROUTES[0]![0]}`);
  await configRead;
  // Soft expectations report every route that fails, not just the first.
  for (const [index, [path, heading]] of ROUTES.entries()) {
    if (index > 0) {
      errors.length = 0;
      await page.evaluate(async (href) => {
        const router = window.__TSR_ROUTER__;
        if (!router) throw new Error('The app has not started its router');
        await router.navigate({ href });
      }, path);
    }
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
    );
    await expect.soft(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
    expect.soft([...errors], `${path}: console errors`).toEqual([]);
  }
});

for (const address of ['127.0.0.1', '127.0.0.2']) {
  test.describe(`opened at ${address}`, () => {
    const origin = () => `http://${address}:${port}`;

    test('a visitor writes a story', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await walkWizardToCustomize(page, { ...MAP_STORY, origin: origin() });
      await page.getByRole('button', { name: 'Start story' }).click();
      await page.waitForURL(/\/story\/[0-9a-f-]{36}$/);
      // This stack is fresh: its first story compiles the storyteller, which takes a while.
      await expect(page.getByRole('article', { name: 'Part 1' })).toContainText(/\w+/, {
        timeout: 60_000,
      });
      expect(errors).toEqual([]);
    });

    test('a reader signs in', async ({ page }) => {
      const session = await signUpUser(origin(), 'any-address');
      const errors = collectConsoleErrors(page);
      await page.goto(`${origin()}/auth/signin`);
      await page.getByLabel('Email', { exact: true }).fill(session.user.email);
      await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(`${origin()}/`);
      await expect(
        page.getByRole('banner').getByRole('button', { name: session.user.email }),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
