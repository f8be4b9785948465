import { expect, test, type Page } from '@playwright/test';
import { putSession, readAnonKey, signUpUser } from './offline-helpers';
import { seriousFindings } from './axe-findings';

const PASSWORD = 'correct horse battery staple';
const ADMIN_EMAIL = 'admin-e2e@storycanvas.test';
/** How long the app may keep a plan it has read (SUBSCRIPTION_CACHE_MS). */
const PLAN_CACHE_MS = 30_000;
/** Room for the reader's next page to read the plan again once the cached one is stale. */
const PLAN_REFETCH_WITHIN_MS = 15_000;

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;

async function passwordGrant(baseURL: string, email: string, password: string): Promise<Response> {
  const apikey = await readAnonKey(baseURL);
  return fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** The admin of ADMIN_EMAILS, signed in through the auth API as the admin's own browser would be. */
async function signInAdmin(baseURL: string): Promise<string> {
  const apikey = await readAnonKey(baseURL);
  // The address is fixed, so a stack whose data dir survived an earlier run already has it.
  await fetch(`${baseURL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
  });
  const response = await passwordGrant(baseURL, ADMIN_EMAIL, PASSWORD);
  const session = (await response.json()) as { access_token?: string };
  if (!session.access_token) throw new Error(`admin sign-in failed: ${JSON.stringify(session)}`);
  return session.access_token;
}

async function callAdminRpc(
  baseURL: string,
  name: string,
  args: Record<string, unknown>,
): Promise<Response> {
  const apikey = await readAnonKey(baseURL);
  const token = await signInAdmin(baseURL);
  return fetch(`${baseURL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey, Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
}

/** Makes the user a genesis founder under the first founder number (1–25) nobody holds yet. */
async function grantGenesis(baseURL: string, userId: string): Promise<void> {
  for (let number = 1; number <= 25; number += 1) {
    const response = await callAdminRpc(baseURL, 'admin_set_founder', {
      target_user: userId,
      founder_tier: 'genesis',
      founder_number: number,
      lifetime_discount: 100,
    });
    if (response.ok) return;
  }
  throw new Error('every genesis founder number is taken');
}

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function openUserMenu(page: Page, email: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: email }).click();
}

test('a visitor signs up, signs out back to /, is refused a wrong password and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail('accounts-signup');
  await page.goto('/auth/signup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText("Welcome to StoryCanvas! Your account is ready and you're signed in."),
  ).toBeVisible();
  await expect(page.getByText('check your email', { exact: false })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: email })).toBeVisible();
  await expect(header).toContainText('Plan: Free');

  await page.goto('/profile');
  await openUserMenu(page, email);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('button', { name: email })).toHaveCount(0);

  await signInThroughForm(page, email, 'not the password at all');
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/auth\/signin/);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('button', { name: email })).toBeVisible();
});

test('a forgotten password is reset through the link in the local outbox', async ({
  page,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'accounts-reset');
  const email = session.user.email;
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `If an account exists for ${email}` }),
  ).toBeVisible();

  const mails = (await (
    await fetch(`${baseURL}/_dev/mail?to=${encodeURIComponent(email)}`)
  ).json()) as { subject: string; links: string[] }[];
  const link = mails.flatMap((mail) => mail.links).find((href) => href.includes('type=recovery'));
  expect(link, JSON.stringify(mails)).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\/reset-password/);
  const newPassword = 'a brand new passphrase';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  expect((await passwordGrant(baseURL!, email, PASSWORD)).status).toBe(400);
  expect((await passwordGrant(baseURL!, email, newPassword)).status).toBe(200);
});

test('after an admin grants Pro, the header, meters and upgrade buttons change without a reload', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const session = await signUpUser(baseURL!, 'accounts-pro');
  // The page's own clock, so that the plan's cache time passes without the test waiting it out.
  await page.clock.install();
  await page.goto('/');
  await putSession(page, session);
  await page.goto('/settings?tab=subscription');
  const header = page.getByRole('banner');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Your plan: Free')).toBeVisible();
  await expect(panel.getByText('0 of 5 stories', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Upgrade your plan' })).toBeVisible();
  await expect(header).toContainText('Plan: Free');
  await expect(header.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  // Survives only as long as the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  expect(
    (
      await callAdminRpc(baseURL!, 'admin_set_user_tier', {
        target_user: session.user.id,
        new_tier: 'Pro',
      })
    ).status,
  ).toBe(204);

  // The reader moves around the app as usual; once the cached plan is older than its cache time,
  // the next page that needs it reads it again, and every place showing the plan follows.
  await page.clock.fastForward(PLAN_CACHE_MS);
  await expect(async () => {
    await openUserMenu(page, session.user.email);
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await openUserMenu(page, session.user.email);
    await page.getByRole('link', { name: 'Subscription' }).click();
    await expect(panel.getByText('Your plan: Pro')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: PLAN_REFETCH_WITHIN_MS, intervals: [2_000] });

  await expect(header).toContainText('Plan: Pro');
  await expect(header.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await expect(panel.getByText('0 stories, Unlimited')).toBeVisible();
  await expect(panel.getByText('0 of 150 voice narrations', { exact: true })).toBeVisible();
  await expect(panel.getByText('Images per story: Unlimited')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Upgrade your plan' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
});

test('a genesis founder is treated as Pro and sees Lifetime FREE Pro Plan in the header, profile and subscription tab', async ({
  page,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'accounts-genesis');
  await grantGenesis(baseURL!, session.user.id);

  await signInThroughForm(page, session.user.email, PASSWORD);
  const header = page.getByRole('banner');
  await expect(header).toContainText('Plan: Pro · Lifetime FREE Pro Plan');
  await expect(header.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);

  await openUserMenu(page, session.user.email);
  await page.getByRole('link', { name: 'Profile' }).click();
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText('Your plan: Pro')).toBeVisible();
  await expect(plan.getByText('Lifetime FREE Pro Plan', { exact: true })).toBeVisible();
  await expect(plan.getByRole('listitem')).toHaveText([
    'Pro features free for life',
    'Genesis founder badge',
    'Early access to new features',
  ]);

  await page.getByRole('link', { name: 'Usage and upgrade options' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Your plan: Pro')).toBeVisible();
  await expect(panel.getByText('Lifetime FREE Pro Plan', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Upgrade your plan' })).toHaveCount(0);
});

test('/settings?tab=subscription opens that tab, and settings survive a reload', async ({
  page,
}) => {
  await page.goto('/settings?tab=subscription');
  const subscriptionTab = page.getByRole('tab', { name: 'Subscription' });
  await expect(subscriptionTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('to see your plan and this month’s usage');

  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page).toHaveURL(/tab=preferences/);
  await page.getByLabel('Theme').selectOption('dark');
  await page.getByLabel('Font size').selectOption('large');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Preferences' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  await expect(page.getByLabel('Font size')).toHaveValue('large');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
});

test('the profile asks visitors to sign in; a signed-in user changes name and avatar, and they survive a reload', async ({
  page,
  baseURL,
}) => {
  await page.goto('/profile');
  await expect(page.getByText('Sign in to see your profile.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();

  const session = await signUpUser(baseURL!, 'accounts-profile');
  await putSession(page, session);
  await page.goto('/profile');
  const facts = page.getByRole('definition');
  await expect(facts.first()).toHaveText(session.user.email);
  await expect(facts.nth(1)).toHaveText('0');
  await expect(
    page.getByRole('region', { name: 'Plan' }).getByText('Your plan: Free'),
  ).toBeVisible();
  expect(await seriousFindings(page, { include: 'main', rules: 'wcag2' })).toEqual([]);

  await page.getByLabel('Avatar URL').fill('not an address');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter a web address starting with https:// or http://',
  );

  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Avatar URL').fill(`${baseURL}/icons/icon-192.png`);
  await page.getByLabel('Avatar URL').press('Enter');
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Avatar URL')).toHaveValue(`${baseURL}/icons/icon-192.png`);
  await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();
});
