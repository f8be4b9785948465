// Feedback reaches user_feedback from a visitor and from a signed-in user, and feedback the backend
// could not take is kept in pending_feedback and sent when it answers again. The tests that hide
// the table or close it to visitors are in this file too, so that they never run beside the tests
// that send feedback.
import postgres from 'postgres';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { putSession, signUpUser } from './offline-helpers';
import { readStack } from './read-stack';
import { findStoredFeedback, openFeedback, readPending } from './feedback-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

test('feedback sent while the backend is unreachable is kept as pending_feedback (new, medium)', async ({
  page,
}) => {
  await page.route('**/rest/v1/**', (route) => route.abort('internetdisconnected'));
  const panel = await openFeedback(page);
  await expect(panel.getByLabel(/Email/)).toBeVisible();
  await panel.getByRole('combobox', { name: 'Feedback type' }).selectOption('bug');
  await panel.getByLabel(/Subject/).fill('Reader <script>alert(1)</script>');
  await panel.getByLabel(/Email/).fill('visitor@example.com');
  await panel.getByRole('textbox', { name: 'Message' }).fill('  Pages flicker when I turn them  ');
  await panel.getByRole('button', { name: 'Send Feedback' }).click();

  await expect(panel).toHaveCount(0);
  await expect(
    page.getByText('your feedback is saved locally and will be processed later'),
  ).toBeVisible();
  const pending = await readPending(page);
  expect(pending).toHaveLength(1);
  expect(pending[0]).toMatchObject({
    status: 'new',
    priority: 'medium',
    feedback_type: 'bug',
    subject: 'Reader',
    email: 'visitor@example.com',
    message: 'Pages flicker when I turn them',
    user_id: null,
    page_url: expect.stringMatching(/\/$/),
  });
  expect(pending[0]!.browser_info).toMatchObject({
    cookieEnabled: true,
    onLine: true,
    viewportSize: `${page.viewportSize()!.width}x${page.viewportSize()!.height}`,
    userAgent: expect.any(String),
    language: expect.any(String),
    platform: expect.any(String),
    screenResolution: expect.stringMatching(/^\d+x\d+$/),
    colorDepth: expect.any(Number),
    url: expect.any(String),
    referrer: expect.any(String),
    timestamp: expect.any(String),
  });
});

test("a visitor's feedback lands in user_feedback with every field", async ({ page }) => {
  const message = `The story reader is lovely ${Date.now()}`;
  const panel = await openFeedback(page);
  await panel.getByRole('combobox', { name: 'Feedback type' }).selectOption('praise');
  await panel.getByLabel(/Subject/).fill('Reader');
  await panel.getByLabel(/Email/).fill('visitor@example.com');
  await panel.getByRole('textbox', { name: 'Message' }).fill(message);
  await panel.getByRole('button', { name: 'Send Feedback' }).click();

  await expect(
    page.getByText('Thank you for your feedback! We appreciate your input.'),
  ).toBeVisible();
  await expect(panel).toHaveCount(0);
  const rows = await findStoredFeedback(page.request, message);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    user_id: null,
    email: 'visitor@example.com',
    feedback_type: 'praise',
    subject: 'Reader',
    status: 'new',
    priority: 'medium',
    page_url: expect.stringMatching(/\/$/),
    user_agent: expect.stringContaining('Chrome'),
  });
  expect(Object.keys(rows[0]!.browser_info as object)).toEqual(
    expect.arrayContaining([
      'userAgent',
      'language',
      'platform',
      'cookieEnabled',
      'onLine',
      'screenResolution',
      'colorDepth',
      'viewportSize',
      'url',
      'referrer',
      'timestamp',
    ]),
  );
  expect(await readPending(page)).toEqual([]);
});

test('pending feedback is sent once the backend answers again', async ({ page }) => {
  const message = `Sent later ${Date.now()}`;
  await page.route('**/rest/v1/**', (route) => route.abort('internetdisconnected'));
  const panel = await openFeedback(page);
  await panel.getByRole('textbox', { name: 'Message' }).fill(message);
  await panel.getByRole('button', { name: 'Send Feedback' }).click();
  await expect.poll(async () => (await readPending(page)).length).toBe(1);
  expect(await findStoredFeedback(page.request, message)).toEqual([]);

  await page.unroute('**/rest/v1/**');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await readPending(page)).length).toBe(0);
  const rows = await findStoredFeedback(page.request, message);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: 'new', priority: 'medium', feedback_type: 'general' });
});

test('a signed-in user sends feedback under their account and is not asked for an email', async ({
  page,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'feedback');
  await page.goto('/');
  await putSession(page, session);
  await page.reload();
  const panel = await openFeedback(page);
  await expect(panel.getByLabel(/Email/)).toHaveCount(0);
  const message = `Signed-in feedback ${Date.now()}`;
  await panel.getByRole('combobox', { name: 'Feedback type' }).selectOption('feature');
  await panel.getByRole('textbox', { name: 'Message' }).fill(message);
  await panel.getByRole('button', { name: 'Send Feedback' }).click();

  await expect(
    page.getByText('Thank you for your feedback! We appreciate your input.'),
  ).toBeVisible();
  const rows = await findStoredFeedback(page.request, message);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    user_id: session.user.id,
    email: session.user.email,
    feedback_type: 'feature',
    subject: null,
    status: 'new',
    priority: 'medium',
  });
});

test('feedback written offline is kept and sent when the browser is back online', async ({
  page,
  context,
}) => {
  const message = `Written on a train ${Date.now()}`;
  const panel = await openFeedback(page);
  await context.setOffline(true);
  await panel.getByRole('textbox', { name: 'Message' }).fill(message);
  await panel.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(
    page.getByText('your feedback is saved locally and will be processed later'),
  ).toBeVisible();
  expect(await readPending(page)).toEqual([
    expect.objectContaining({ message, status: 'new', priority: 'medium' }),
  ]);

  await context.setOffline(false);
  await expect.poll(async () => (await readPending(page)).length).toBe(0);
  expect(await findStoredFeedback(page.request, message)).toHaveLength(1);
});

test('feedback left pending by an earlier visit is sent when the app starts', async ({ page }) => {
  const message = `Left from yesterday ${Date.now()}`;
  await page.goto('/');
  await page.evaluate((text) => {
    const entry = {
      id: crypto.randomUUID(),
      user_id: null,
      email: null,
      feedback_type: 'complaint',
      subject: 'Earlier visit',
      message: text,
      page_url: location.href,
      user_agent: navigator.userAgent,
      browser_info: { userAgent: navigator.userAgent, timestamp: new Date().toISOString() },
      status: 'new',
      priority: 'medium',
      created_at: new Date().toISOString(),
    };
    localStorage.setItem('pending_feedback', JSON.stringify([entry]));
  }, message);

  await page.reload();
  await expect.poll(async () => (await readPending(page)).length).toBe(0);
  const rows = await findStoredFeedback(page.request, message);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    feedback_type: 'complaint',
    subject: 'Earlier visit',
    status: 'new',
  });
});

/** Status PostgREST gives for the feedback table: 404 (PGRST205) while it is missing, 200 when back. */
async function probeFeedbackTable(request: APIRequestContext): Promise<number> {
  const key = readStack().serviceRoleKey;
  const response = await request.get('/rest/v1/user_feedback?select=id&limit=1', {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  return response.status();
}

test('with the user_feedback table missing, feedback is kept locally and sent once the table is back', async ({
  page,
}) => {
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  const message = `Table was missing ${Date.now()}`;
  try {
    await sql`alter table public.user_feedback rename to user_feedback_hidden_by_e2e`;
    await sql`notify pgrst, 'reload schema'`;
    await expect.poll(() => probeFeedbackTable(page.request)).toBe(404);

    const panel = await openFeedback(page);
    await panel.getByRole('textbox', { name: 'Message' }).fill(message);
    await panel.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(
      page.getByText('your feedback is saved locally and will be processed later'),
    ).toBeVisible();
    const pending = await readPending(page);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ message, status: 'new', priority: 'medium' });
  } finally {
    await sql`alter table if exists public.user_feedback_hidden_by_e2e rename to user_feedback`;
    await sql`notify pgrst, 'reload schema'`;
    await sql.end();
  }
  await expect.poll(() => probeFeedbackTable(page.request)).toBe(200);

  // PostgREST takes a moment after the reload before inserts see the table again; each 'online' retries.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      return (await readPending(page)).length;
    })
    .toBe(0);
  expect(await findStoredFeedback(page.request, message)).toHaveLength(1);
});

test('a permission error tells the sender to sign in and keeps nothing locally', async ({
  page,
}) => {
  const sql = postgres(readStack().databaseUrl, { max: 1, onnotice: () => undefined });
  const granted = await sql<{ column_name: string }[]>`
    select column_name from information_schema.column_privileges
    where table_schema = 'public' and table_name = 'user_feedback'
      and grantee = 'anon' and privilege_type = 'INSERT'`;
  expect(granted.length).toBeGreaterThan(0);
  const message = `Refused ${Date.now()}`;
  try {
    await sql`revoke insert on public.user_feedback from anon`;
    const panel = await openFeedback(page);
    await panel.getByRole('textbox', { name: 'Message' }).fill(message);
    await panel.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(
      page.getByText('Permission denied. Please try logging in and submitting again.'),
    ).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
    expect(await readPending(page)).toEqual([]);
  } finally {
    await sql.unsafe(
      `grant insert (${granted.map((row) => `"${row.column_name}"`).join(', ')}) on public.user_feedback to anon`,
    );
    await sql.end();
  }
  expect(await findStoredFeedback(page.request, message)).toEqual([]);
});
