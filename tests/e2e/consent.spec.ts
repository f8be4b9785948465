import { expect, test, type Page } from '@playwright/test';
import { COOKIE_NAMES } from '../../src/offline/storage-keys';
import { seriousFindings } from './axe-findings';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function banner(page: Page) {
  return page.getByRole('region', { name: 'We use cookies to enhance your experience' });
}

async function readCookies(page: Page): Promise<Record<string, string>> {
  const raw = await page.evaluate(() => document.cookie);
  return Object.fromEntries(
    raw
      .split(';')
      .filter((pair) => pair.includes('='))
      .map((pair) => {
        const [name = '', ...rest] = pair.trim().split('=');
        return [decodeURIComponent(name), decodeURIComponent(rest.join('='))];
      }),
  );
}

async function expectConsent(page: Page, preferences: Record<string, boolean>) {
  const cookies = await readCookies(page);
  expect(cookies[COOKIE_NAMES.consent]).toBe('true');
  expect(JSON.parse(cookies[COOKIE_NAMES.consentPreferences] ?? 'null')).toEqual(preferences);
  const stored = await page.context().cookies();
  for (const name of [COOKIE_NAMES.consent, COOKIE_NAMES.consentPreferences]) {
    const lifetime =
      (stored.find((cookie) => cookie.name === name)?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 120);
    expect(lifetime).toBeLessThanOrEqual(YEAR_SECONDS);
  }
}

async function expectBannerStaysAwayAfterReload(page: Page) {
  await page.reload();
  await expect(page.getByRole('button', { name: 'Feedback', exact: true })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
}

test('the banner offers the three choices and links to the privacy policy', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  for (const name of ['Customize', 'Decline Optional', 'Accept All']) {
    await expect(banner(page).getByRole('button', { name })).toBeVisible();
  }
  await banner(page).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('cell', { name: COOKIE_NAMES.consent })).toBeVisible();
});

test('Accept All records all four categories for a year and the banner does not return', async ({
  page,
}) => {
  await page.goto('/');
  // The page is padded by the banner's height so its end can still be scrolled into view.
  const bodyPadding = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom);
  const bannerBox = await banner(page).boundingBox();
  await expect
    .poll(async () => Math.abs(parseFloat(await bodyPadding()) - bannerBox!.height))
    .toBeLessThanOrEqual(1);
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await bodyPadding()).toBe('0px');
  await expectConsent(page, {
    essential: true,
    functional: true,
    analytics: true,
    marketing: true,
  });
  await expectBannerStaysAwayAfterReload(page);
});

test('Decline Optional records only essential and removes optional cookies already set', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: COOKIE_NAMES.theme, value: 'dark', url: baseURL! },
    { name: '_ga', value: 'GA1.1.42', url: baseURL! },
  ]);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Decline Optional' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expectConsent(page, {
    essential: true,
    functional: false,
    analytics: false,
    marketing: false,
  });
  const cookies = await readCookies(page);
  expect(cookies).not.toHaveProperty(COOKIE_NAMES.theme);
  expect(cookies).not.toHaveProperty('_ga');
  await expectBannerStaysAwayAfterReload(page);
});

test('Customize → Save Preferences records exactly the switches chosen', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();

  const essential = dialog.getByRole('switch', { name: 'Essential' });
  await expect(essential).toBeDisabled();
  await expect(essential).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByText('Required', { exact: true })).toHaveCount(1);
  await expect(dialog.getByText('Optional', { exact: true })).toHaveCount(3);
  for (const name of ['Functional', 'Analytics', 'Marketing']) {
    await expect(dialog.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false');
  }

  await dialog.getByRole('switch', { name: 'Functional' }).click();
  await dialog.getByRole('switch', { name: 'Marketing' }).click();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expectConsent(page, {
    essential: true,
    functional: true,
    analytics: false,
    marketing: true,
  });
  await expectBannerStaysAwayAfterReload(page);
});

test('the settings dialog keeps focus inside, and Escape or Cancel closes it without recording consent', async ({
  page,
}) => {
  await page.goto('/');
  const customize = banner(page).getByRole('button', { name: 'Customize' });
  await customize.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    const focusInside = await dialog.evaluate((element) =>
      element.contains(document.activeElement),
    );
    const focusInBrowserUi = await page.evaluate(() => document.activeElement === document.body);
    expect(focusInside || focusInBrowserUi).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(customize).toBeFocused();

  await customize.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
  expect(await readCookies(page)).not.toHaveProperty(COOKIE_NAMES.consent);
});

test('the cookie demo page sets functional cookies only once they are allowed', async ({
  page,
}) => {
  await page.goto('/cookie-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Demo' })).toBeVisible();
  await banner(page).getByRole('button', { name: 'Decline Optional' }).click();
  const status = page.getByRole('status').filter({ hasText: /./ });

  await page.getByRole('button', { name: 'Set Theme Cookie' }).click();
  await expect(
    page.getByText('Functional cookies are not allowed. Enable functional cookies first.'),
  ).toBeVisible();
  expect(await readCookies(page)).not.toHaveProperty(COOKIE_NAMES.theme);

  await page.getByRole('button', { name: 'Enable Functional Cookies' }).click();
  await page.getByRole('button', { name: 'Set Theme Cookie' }).click();
  await expect(status.filter({ hasText: 'Theme cookie set to dark for 1 year.' })).toBeVisible();
  await page.getByRole('button', { name: 'Set User Preferences' }).click();
  const list = page.getByRole('definition').filter({ hasText: 'lastVisited' });
  await expect(list).toContainText('"fontSize":"medium"');
  expect(await readCookies(page)).toMatchObject({ [COOKIE_NAMES.theme]: 'dark' });

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('No cookies are set for this site.')).toBeVisible();
  await expect(banner(page)).toBeVisible();
});

async function expectNoSeriousAxeFindings(page: Page, include?: string) {
  expect(await seriousFindings(page, { include, rules: 'every' })).toEqual([]);
}

test('banner, settings dialog, cookie demo and privacy policy have no serious accessibility findings', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'dialog');
  await page.goto('/cookie-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Demo' })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
});

test('a recorded choice can be changed later from the cookie page', async ({ page }) => {
  await page.goto('/cookie-demo');
  await banner(page).getByRole('button', { name: 'Decline Optional' }).click();
  const change = page.getByRole('button', { name: 'Change Cookie Settings' });
  await change.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog.getByRole('switch', { name: 'Functional' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await dialog.getByRole('switch', { name: 'Analytics' }).click();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(change).toBeFocused();
  await expect(banner(page)).toHaveCount(0);
  await expectConsent(page, {
    essential: true,
    functional: false,
    analytics: true,
    marketing: false,
  });
});
