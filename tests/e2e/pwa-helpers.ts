import type { BrowserContext, Page } from '@playwright/test';

/** Resolves once the service worker controls the page (clientsClaim makes the first visit controlled). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      navigator.serviceWorker?.controller !== null &&
      navigator.serviceWorker?.controller !== undefined,
    null,
    {
      // The worker takes control only once it has precached about 180 files (2.4 MB); with the
      // other specs' browsers busy on a two-core machine that has outlasted 30 s; the test itself has 60.
      timeout: 45_000,
    },
  );
}

/** Opens the app, waits until the worker controls it, then cuts the network: how every offline run starts. */
export async function goOfflineUnderWorker(page: Page, context: BrowserContext): Promise<void> {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
}

export interface HealthAnswer {
  status: number;
  body: unknown;
}

export function fetchHealthFromPage(page: Page): Promise<HealthAnswer> {
  return page.evaluate(async () => {
    const response = await fetch('/api/health-check', { cache: 'no-store' });
    return { status: response.status, body: await response.json().catch(() => null) };
  });
}

/** What a reader sees first on the page: its level-1 heading ('' while it has none yet). */
export async function readPageIdentity(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  return (await heading.count()) > 0 ? (await heading.innerText()).trim() : '';
}
