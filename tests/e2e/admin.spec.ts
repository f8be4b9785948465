import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readStack } from './read-stack';
import { seriousFindings } from './axe-findings';

const ADMIN_EMAIL = 'admin-e2e@storycanvas.test';
const PASSWORD = 'correct horse battery staple';

/** Sends feedback the way a visitor's browser does: the public anon key, no account. */
async function sendVisitorFeedback(request: APIRequestContext, message: string): Promise<void> {
  const { supabaseAnonKey } = (await (await request.get('/api/config')).json()) as {
    supabaseAnonKey: string;
  };
  const response = await request.post('/rest/v1/user_feedback', {
    headers: {
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${supabaseAnonKey}`,
      Prefer: 'return=minimal',
    },
    data: { message, feedback_type: 'bug', subject: 'Visitor report' },
  });
  expect(response.status()).toBe(201);
}

async function readFeedbackRow(
  request: APIRequestContext,
  message: string,
): Promise<Record<string, unknown>> {
  const key = readStack().serviceRoleKey;
  const response = await request.get(
    `/rest/v1/user_feedback?message=eq.${encodeURIComponent(message)}&select=*`,
    {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    },
  );
  const rows = (await response.json()) as Record<string, unknown>[];
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error(`no feedback row with message ${message}`);
  return row;
}

async function countFeedbackRows(request: APIRequestContext): Promise<number> {
  const key = readStack().serviceRoleKey;
  const response = await request.get('/rest/v1/user_feedback?select=id', {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  return ((await response.json()) as unknown[]).length;
}

/** Checks the admin pages; the shared toast list is left out (its items carry status roles, outside this area). */
async function expectNoSeriousAxeFindings(page: Page): Promise<void> {
  expect(
    await seriousFindings(page, { exclude: 'ol[aria-label="Notifications"]', rules: 'every' }),
  ).toEqual([]);
}

async function signUpAndSignIn(page: Page, email: string): Promise<void> {
  await page.goto('/auth/signup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // The admin address is fixed, so a stack whose data dir survived an earlier run already has it.
  await expect(
    page
      .getByText("Welcome to StoryCanvas! Your account is ready and you're signed in.")
      .or(page.getByText('User already registered')),
  ).toBeVisible();
  await page.goto('/auth/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth\/signin/);
}

test("an admin finds a visitor's feedback in the panel and resolves it", async ({
  page,
  request,
}) => {
  const message = `The story page flickers (${Date.now()})`;
  await sendVisitorFeedback(request, message);

  await signUpAndSignIn(page, ADMIN_EMAIL);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  const total = page
    .getByRole('term')
    .filter({ hasText: 'Total feedback' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(total).toHaveText(String(await countFeedbackRows(request)));
  await expectNoSeriousAxeFindings(page);

  const feedback = page.getByRole('list', { name: 'Feedback' });
  await page.getByLabel('Search feedback').fill(message);
  const row = feedback.getByRole('listitem').filter({ hasText: message });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Status: new');
  await expect(row).toContainText('Type: bug');

  await row.getByText('Details and triage').click();
  await row.getByLabel('Status').selectOption('resolved');
  await row.getByLabel('Priority').selectOption('high');
  await row.getByLabel('Admin notes').fill('Fixed in the next release');
  await row.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Feedback updated successfully')).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await expect(row).toContainText('Status: resolved');
  await expect(row).toContainText('Priority: high');

  const stored = await readFeedbackRow(request, message);
  expect(stored.status).toBe('resolved');
  expect(stored.admin_notes).toBe('Fixed in the next release');
  const key = readStack().serviceRoleKey;
  const admins = (await (
    await request.get('/rest/v1/user_roles?role=eq.admin&select=user_id', {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    })
  ).json()) as { user_id: string }[];
  // Other specs make admins of their own, so the one who resolved it is found by this page's session.
  const adminId = await page.evaluate(() => {
    const sessionKey = Object.keys(localStorage).find((key) => key.endsWith('-auth-token'));
    return sessionKey
      ? (JSON.parse(localStorage.getItem(sessionKey) ?? '{}') as { user?: { id?: string } }).user
          ?.id
      : undefined;
  });
  expect(admins.map((admin) => admin.user_id)).toContain(adminId);
  expect(stored.resolved_by).toBe(adminId);
  expect(Date.now() - Date.parse(String(stored.resolved_at))).toBeLessThan(60_000);

  await page.getByLabel('Status', { exact: true }).first().selectOption('resolved');
  await expect(row).toBeVisible();
  await page.getByLabel('Status', { exact: true }).first().selectOption('new');
  await expect(row).toHaveCount(0);
});

test('a signed-in user who is not an admin sees the access-denied page', async ({
  page,
  request,
}) => {
  const message = `Private note (${Date.now()})`;
  await sendVisitorFeedback(request, message);

  await signUpAndSignIn(page, `reader-${Date.now()}@storycanvas.test`);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Admin access requires proper database role configuration' }),
  ).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Admin panel' })).toHaveCount(0);
  await expectNoSeriousAxeFindings(page);
});

test('a visitor who opens /admin is sent to sign in', async ({ page }) => {
  await page.goto('/admin/feedback');
  await expect(page).toHaveURL(/\/auth\/signin/);
});
