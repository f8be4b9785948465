import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { putSession, signUpUser } from './offline-helpers';
import { readStack } from './read-stack';
import { STORAGE_KEYS } from '../../src/offline/storage-keys';

// Issue 18: nothing on the public pages moves once painted (CLS ≤ 0.02), on a phone and a desktop,
// with the CPU slowed as on a mid-range phone so the header's session, plan and sync status, the
// cookie banner and the page's data arrive one by one after the first paint, as they do for a reader.
const MAX_SHIFT = 0.02;
const storyId = randomUUID();
const storyTitle = `The Lamp Keeper ${storyId.slice(0, 8)}`;
const storyOpening = 'Every night Pip climbed the hundred steps to check the great lamp.';

const pages: Array<[name: string, path: string, settled: (page: Page) => Locator]> = [
  ['/', '/', (page) => page.getByRole('link', { name: 'Create a story' })],
  ['/discover', '/discover', (page) => page.getByText(storyTitle).first()],
  ['/create', '/create', (page) => page.getByRole('link', { name: 'Start a new story' })],
  ['/pricing', '/pricing', (page) => page.getByRole('heading', { name: 'Pro', exact: true })],
  [
    'a published story',
    `/story-viewer/${storyId}`,
    (page) => page.getByRole('listitem').getByText(storyOpening),
  ],
];

/** A published story with its opening, straight into the database, for Discover and the reader. */
test.beforeAll(async () => {
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql`insert into public.stories (id, title, description, genre, target_age, is_public, published_at, is_completed)
              values (${storyId}, ${storyTitle}, 'A cat keeps the light burning through a storm.',
                      'adventure', '7-9', true, now(), true)`;
    await sql`insert into public.story_segments (id, story_id, segment_text, choices, is_end, sequence_number, word_count)
              values (${randomUUID()}, ${storyId}, ${storyOpening}, array['Climb higher', 'Wake the keeper'],
                      false, 1, 12)`;
  } finally {
    await sql.end();
  }
});

const devices = [
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false, hasTouch: false },
];

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    layoutShifts?: Shift[];
  }
}

/** Slows the CPU as on a mid-range phone and records every layout shift the page makes without input. */
async function recordShifts(page: Page, context: BrowserContext): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.layoutShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}"> "${(node.textContent ?? '').slice(0, 40)}"`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits for the last parts to arrive, then holds the page's shifts to the budget. */
async function expectNoShift(page: Page): Promise<void> {
  // The sync status once the data layer runs, the Feedback button when the page is idle, and the
  // cookie banner.
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    /Synced|All changes saved/,
    { timeout: 30_000 },
  );
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible();
  await expect(page.getByText('We use cookies to enhance your experience')).toBeVisible();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  const shifts = await page.evaluate(() => window.layoutShifts ?? []);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const moved = shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join('; ')}`);
  expect(total, moved.join('\n')).toBeLessThanOrEqual(MAX_SHIFT);
}

for (const device of devices) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.hasTouch });

    for (const [name, path, settled] of pages) {
      test(`${name} does not shift its layout while it loads`, async ({ page, context }) => {
        await recordShifts(page, context);
        await page.goto(path);
        await expect(settled(page)).toBeVisible({ timeout: 30_000 });
        await expectNoShift(page);
      });
    }

    test('a signed-in reader’s header does not shift as the account and plan arrive', async ({
      page,
      context,
      baseURL,
    }) => {
      const session = await signUpUser(baseURL!, 'layout-shift');
      await page.goto('/about');
      await putSession(page, session);
      await recordShifts(page, context);
      await page.goto('/');
      await expect(page.getByRole('banner')).toContainText('Plan: Free', { timeout: 30_000 });
      if (!device.isMobile)
        await expect(page.getByRole('button', { name: session.user.email })).toBeVisible();
      await expectNoShift(page);
    });

    test('a reader with a large font saved in Settings sees the page painted in it, with no shift', async ({
      page,
      context,
    }) => {
      await page.goto('/about');
      await page.evaluate((key) => {
        const saved = { state: { userPreferences: { fontSize: 'large' } }, version: 0 };
        localStorage.setItem(key, JSON.stringify(saved));
      }, STORAGE_KEYS.settings);
      await recordShifts(page, context);
      // What the first paint showed: the size of <html> and of the home page's heading then.
      await page.addInitScript(() => {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          const heading = document.querySelector('h1');
          (window as unknown as { atFirstPaint: object }).atFirstPaint = {
            fontSize: document.documentElement.dataset.fontSize,
            headingSize: heading ? getComputedStyle(heading).fontSize : null,
          };
        }).observe({ type: 'paint', buffered: true });
      });
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Create a story' })).toBeVisible();
      await expectNoShift(page);
      const atFirstPaint = await page.evaluate(
        () => (window as unknown as { atFirstPaint?: object }).atFirstPaint,
      );
      const headingSize = await page
        .getByRole('heading', { level: 1 })
        .evaluate((heading) => getComputedStyle(heading).fontSize);
      expect(atFirstPaint).toEqual({ fontSize: 'large', headingSize });
      await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
    });
  });
}
