import { expect, test, type Page } from '@playwright/test';
import {
  acceptCookies,
  completeWizard,
  continueWithFirstChoice,
  walkWizardToCustomize,
  MAP_STORY,
} from './wizard-helpers';

const CLOCK_STORY = '/story-viewer/0d3c1a5e-6f2b-4c8e-9a1d-000000000003';
const PAGES = [
  '/',
  '/discover',
  '/pricing',
  '/create',
  '/create/age',
  '/my-stories',
  '/characters',
  '/settings',
  '/auth/signin',
  '/auth/signup',
  CLOCK_STORY,
];

/** The elements reaching past the screen's right edge, furthest first: what to mend when a page is too wide. */
async function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const past = (element: Element) => element.getBoundingClientRect().right > screenWidth + 0.5;
    const overflowing = [...document.querySelectorAll('body *')].filter(past);
    // An ancestor is only as wide as what it holds: name the innermost elements first.
    const rightEdge = (element: Element) => element.getBoundingClientRect().right;
    const innermost = overflowing
      .filter((element) => ![...element.children].some(past))
      .sort((one, other) => rightEdge(other) - rightEdge(one));
    return [...innermost, ...overflowing.filter((element) => !innermost.includes(element))]
      .slice(0, 6)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const className = typeof element.className === 'string' ? element.className : '';
        return `<${element.tagName.toLowerCase()} class="${className}"> "${text}" width ${Math.round(box.width)}, right edge ${Math.round(box.right)}`;
      });
  });
}

/** The page is no wider than the screen; when it is, the failure names the elements that reach past it. */
async function expectFitsScreen(page: Page, width: number, where: string) {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  const culprits = size.scrollWidth === width ? [] : await widestElements(page);
  expect(size, `${where} is wider than the screen:\n${culprits.join('\n')}`).toEqual({
    scrollWidth: width,
    clientWidth: width,
  });
}

/**
 * Waits until the page shows what a reader would see once it has loaded: the Feedback button comes
 * after the data layer, and the settings' on-device storyteller facts after the device was measured.
 */
async function waitUntilSettled(page: Page, path: string) {
  await page.locator('button', { hasText: /^Feedback$/ }).waitFor();
  if (path === '/settings')
    await page.getByText(/^This device (can|cannot) carry the on-device storyteller/).waitFor();
}

/** The Feedback button's box against every form field and story text on screen, scrolled through the page. */
async function feedbackOverlaps(page: Page): Promise<string[]> {
  // The feedback widget loads when the page is first idle, after the data layer.
  await page.locator('button', { hasText: /^Feedback$/ }).waitFor();
  return page.evaluate(async () => {
    const overlaps = new Set<string>();
    const button = [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === 'Feedback',
    );
    if (!button) return ['no Feedback button'];
    const height = document.documentElement.scrollHeight;
    for (let y = 0; y <= height; y += Math.max(200, window.innerHeight / 2)) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = button.getBoundingClientRect();
      const content = document.querySelectorAll<HTMLElement>(
        'main input, main textarea, main select, main button, main a, main p, main li, main h1, main h2, main label',
      );
      for (const element of content) {
        if (button.contains(element) || element.closest('[role="dialog"]')) continue;
        const other = element.getBoundingClientRect();
        if (other.width === 0 || other.height === 0) continue;
        const overlap =
          box.left < other.right &&
          box.right > other.left &&
          box.top < other.bottom &&
          box.bottom > other.top;
        if (overlap)
          overlaps.add(
            `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
          );
      }
    }
    window.scrollTo(0, 0);
    return [...overlaps];
  });
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    // Each test walks several pages (or the wizard) and scrolls them through; slow on a loaded machine.
    test.describe.configure({ timeout: 120_000 });

    test('no page is wider than the screen', async ({ page }) => {
      await page.goto('/');
      await acceptCookies(page);
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await waitUntilSettled(page, path);
        await expectFitsScreen(page, width, path);
      }
      await walkWizardToCustomize(page, MAP_STORY);
      await expectFitsScreen(page, width, 'customize');
    });

    test('a story being written fits the screen and the Feedback button covers no field or story text', async ({
      page,
    }) => {
      await completeWizard(page);
      const typeOf = (element: HTMLElement | SVGElement) => {
        const style = getComputedStyle(element);
        return `${style.fontFamily} ${style.fontSize}`;
      };
      const choices = page.getByRole('group', { name: 'What happens next?' }).getByRole('button');
      expect(await choices.first().evaluate(typeOf)).toBe(
        await page.getByRole('article', { name: 'Part 1' }).locator('p').last().evaluate(typeOf),
      );
      for (const control of await choices.all())
        expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await continueWithFirstChoice(page, 2);
      await expectFitsScreen(page, width, 'story');
      expect(await feedbackOverlaps(page)).toEqual([]);
      await page.goto(CLOCK_STORY);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await feedbackOverlaps(page)).toEqual([]);
      await page.goto('/create/prompt');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await feedbackOverlaps(page)).toEqual([]);
    });
  });
}
