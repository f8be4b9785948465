import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-helpers';
import { seriousFindings } from './axe-findings';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

// A new version is published by changing the bytes of the served sw.js (as a new build would) and
// put back afterwards; the browser finds it on the next visit's update check.
const servedWorker = join(process.env.E2E_DIST ?? 'dist', 'sw.js');
const updateMessage = 'A new version of StoryCanvas is available.';

let originalWorker: Buffer;

test.beforeEach(() => {
  originalWorker = readFileSync(servedWorker);
});

test.afterEach(() => {
  writeFileSync(servedWorker, originalWorker);
});

async function publishNewVersionAndRevisit(page: Page): Promise<void> {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  writeFileSync(
    servedWorker,
    Buffer.concat([originalWorker, Buffer.from(`\n// release ${Date.now()}\n`)]),
  );
  await page.reload();
  // A navigation makes Chromium look for a new sw.js anyway; asking as well keeps the test from racing it.
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await page.evaluate(() => {
    (window as unknown as { sessionMarker: string }).sessionMarker = 'still the same page';
  });
}

function readMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { sessionMarker?: string }).sessionMarker);
}

function readRegistration(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: registration?.waiting !== null && registration?.waiting !== undefined,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

test('a waiting new version shows the prompt and the page is not reloaded until Reload is chosen', async ({
  page,
}) => {
  await publishNewVersionAndRevisit(page);

  const prompt = page.getByRole('status').filter({ hasText: updateMessage });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await readMarker(page)).toBe('still the same page');
  expect(await readRegistration(page)).toEqual({ waiting: true, controlled: true });
  expect(await seriousFindings(page, { include: '[role="status"]', rules: 'every' })).toEqual([]);

  await prompt.getByRole('button', { name: 'Reload' }).focus();
  await expect(prompt.getByRole('button', { name: 'Reload' })).toBeFocused();
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;

  expect(await readMarker(page)).toBeUndefined();
  await expect(page.getByText(updateMessage)).toHaveCount(0);
  await expect.poll(() => readRegistration(page)).toEqual({ waiting: false, controlled: true });
});

test('Later hides the prompt and keeps the current version running', async ({ page }) => {
  await publishNewVersionAndRevisit(page);

  await expect(page.getByText(updateMessage)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Later' }).click();

  await expect(page.getByText(updateMessage)).toHaveCount(0);
  expect(await readMarker(page)).toBe('still the same page');
  expect(await readRegistration(page)).toEqual({ waiting: true, controlled: true });
});
