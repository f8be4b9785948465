import postgres from 'postgres';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { putSession, signUpUser, type TestSession } from './offline-helpers';
import { acceptCookies } from './wizard-helpers';
import { readStack } from './read-stack';
import { seriousFindings } from './axe-findings';

const ADMIN_EMAIL = 'admin-e2e@storycanvas.test';
const PASSWORD = 'correct horse battery staple';

function serviceHeaders() {
  const key = readStack().serviceRoleKey;
  return { apikey: key, Authorization: `Bearer ${key}` };
}

/** A pioneer place (26–100) nobody holds yet: the stack's data may survive earlier runs. */
async function findFreePioneerNumber(request: APIRequestContext): Promise<number> {
  const taken = (await (
    await request.get('/rest/v1/user_founders?select=founder_number', { headers: serviceHeaders() })
  ).json()) as { founder_number: number }[];
  const held = new Set(taken.map((row) => row.founder_number));
  const free = Array.from({ length: 75 }, (_, index) => 26 + index).find(
    (number) => !held.has(number),
  );
  if (!free) throw new Error('every pioneer place is taken');
  return free;
}

/** Takes back what the test granted, so later specs on the same stack find one admin and free founder places. */
async function forgetGrants(request: APIRequestContext, userId: string): Promise<void> {
  await request.delete(`/rest/v1/user_roles?user_id=eq.${userId}`, { headers: serviceHeaders() });
  await request.delete(`/rest/v1/user_founders?user_id=eq.${userId}`, {
    headers: serviceHeaders(),
  });
}

async function expectNoSeriousAxeFindings(page: Page): Promise<void> {
  expect(
    await seriousFindings(page, { exclude: 'ol[aria-label="Notifications"]', rules: 'every' }),
  ).toEqual([]);
}

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/auth/signup');
  // The page is prerendered: the banner joins once it has hydrated, and text typed before is lost.
  await acceptCookies(page);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // The admin address is fixed, so a stack whose data dir survived an earlier run already has it.
  await expect(
    page
      .getByText("Welcome to StoryCanvas! Your account is ready and you're signed in.")
      .or(page.getByText('User already registered')),
  ).toBeVisible();
  await page.goto('/auth/signin');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth\/signin/);
}

/** The row's Tier, Founder, Admin and Stories cells; the last cell holds the controls. */
async function expectRowShows(
  row: Locator,
  shown: [string, string, string, string],
): Promise<void> {
  await expect(
    row.getByRole('cell').filter({ hasNot: row.page().getByText('Manage user') }),
  ).toHaveText(shown);
}

async function openAccountMenu(page: Page, session: TestSession) {
  await page.getByRole('button', { name: session.user.email }).click();
  return page.getByRole('list', { name: 'Account' });
}

test('an admin grants a user admin, sets their tier and founder place, and the user then finds the Admin Panel link', async ({
  page,
  browser,
  request,
}) => {
  const member = await signUpUser(test.info().project.use.baseURL!, 'member');
  const founderNumber = await findFreePioneerNumber(request);
  const memberContext = await browser.newContext();
  try {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: member.user.email, exact: true }) });
    await expect(row).toHaveCount(1);
    await expectRowShows(row, ['Free', 'None', 'No', '0']);
    await expectNoSeriousAxeFindings(page);

    await row.getByText('Manage user').click();
    await row.getByRole('button', { name: 'Grant admin' }).click();
    await expect(page.getByText(`${member.user.email} is now an admin`)).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('Yes');

    await row.getByLabel('Tier', { exact: true }).selectOption('Premium');
    await row.getByRole('button', { name: 'Set tier' }).click();
    await expect(page.getByText(`${member.user.email} is now on the Premium tier`)).toBeVisible();
    await expect(row.getByRole('cell').first()).toHaveText('Premium');

    await row.getByLabel('Founder tier').selectOption('pioneer');
    await expect(row.getByLabel('Lifetime discount (%)')).toHaveValue('60');
    await row.getByLabel('Founder number').fill(String(founderNumber));
    await row.getByRole('button', { name: 'Save founder' }).click();
    await expect(
      page.getByText(`${member.user.email} is now Pioneer founder #${founderNumber}`),
    ).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText(`Pioneer #${founderNumber}, 60%`);
    await expectNoSeriousAxeFindings(page);

    await page.reload();
    await expectRowShows(row, ['Premium', `Pioneer #${founderNumber}, 60%`, 'Yes', '0']);

    const memberPage = await memberContext.newPage();
    await memberPage.goto('/');
    await putSession(memberPage, member);
    await memberPage.goto('/');
    await (
      await openAccountMenu(memberPage, member)
    )
      .getByRole('link', { name: 'Admin Panel' })
      .click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
    await expect(memberPage.getByText('Access denied')).toHaveCount(0);

    await row.getByText('Manage user').click();
    await row.getByRole('button', { name: 'Revoke admin' }).click();
    await expect(page.getByText(`${member.user.email} is no longer an admin`)).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('No');
    await memberPage.goto('/');
    const menu = await openAccountMenu(memberPage, member);
    await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  } finally {
    await memberContext.close();
    await forgetGrants(request, member.user.id);
  }
});

test('a founder place outside the chosen tier is refused with the places it allows', async ({
  page,
  request,
}) => {
  const member = await signUpUser(test.info().project.use.baseURL!, 'founder');
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: member.user.email, exact: true }) });
  await row.getByText('Manage user').click();
  await row.getByLabel('Founder tier').selectOption('genesis');
  await expect(row.getByLabel('Lifetime discount (%)')).toHaveValue('100');
  const number = row.getByLabel('Founder number');
  await expect(number).toHaveAttribute('min', '1');
  await expect(number).toHaveAttribute('max', '25');
  await number.fill('30');
  await row.getByRole('button', { name: 'Save founder' }).click();
  expect(await number.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(
    true,
  );
  const stored = (await (
    await request.get(`/rest/v1/user_founders?user_id=eq.${member.user.id}&select=founder_number`, {
      headers: serviceHeaders(),
    })
  ).json()) as unknown[];
  expect(stored).toEqual([]);
  await expect(row.getByRole('cell').nth(1)).toHaveText('None');
});

test('with some feedback columns hidden from signed-in users, the admin list falls back to the basic fields', async ({
  page,
  request,
}) => {
  const message = `Reduced columns (${Date.now()})`;
  const { supabaseAnonKey } = (await (await request.get('/api/config')).json()) as {
    supabaseAnonKey: string;
  };
  const sent = await request.post('/rest/v1/user_feedback', {
    headers: {
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${supabaseAnonKey}`,
      Prefer: 'return=minimal',
    },
    data: { message, feedback_type: 'feature', subject: 'Hidden subject line' },
  });
  expect(sent.status()).toBe(201);

  await signInAsAdmin(page);
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql`revoke select on public.user_feedback from authenticated`;
    await sql`grant select (id, message, feedback_type, created_at, status, priority) on public.user_feedback to authenticated`;
    await page.goto('/admin');
    await expect(
      page.getByText('Only the basic fields of each feedback could be read.'),
    ).toBeVisible();
    await page.getByLabel('Search feedback').fill(message);
    const row = page
      .getByRole('list', { name: 'Feedback' })
      .getByRole('listitem')
      .filter({ hasText: message });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Type: feature');
    await expect(row).toContainText('Status: new');
    await expect(row).not.toContainText('Hidden subject line');
  } finally {
    await sql`revoke select on public.user_feedback from authenticated`;
    await sql`grant select on public.user_feedback to authenticated`;
    await sql.end();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  await page.getByLabel('Search feedback').fill(message);
  await expect(
    page.getByRole('list', { name: 'Feedback' }).getByRole('listitem').filter({ hasText: message }),
  ).toContainText('Hidden subject line');
  await expect(page.getByText('Only the basic fields of each feedback could be read.')).toHaveCount(
    0,
  );
});

test('the admin demo manages sample users in the page and shows no real account', async ({
  page,
}) => {
  await page.goto('/admin-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel (demo)' })).toBeVisible();
  const table = page.getByRole('table', { name: /Users/ });
  await expect(table.getByRole('rowheader')).toHaveText([
    'reader@example.com',
    'storyteller@example.com',
    'admin@example.com',
  ]);
  await expect(page.getByText(ADMIN_EMAIL)).toHaveCount(0);
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'reader@example.com' }) });
  await row.getByText('Manage user').click();
  await row.getByRole('button', { name: 'Grant admin' }).click();
  await expect(page.getByText('reader@example.com is now an admin')).toBeVisible();
  await expectRowShows(row, ['Free', 'None', 'Yes', '2']);
  await expectNoSeriousAxeFindings(page);
});
