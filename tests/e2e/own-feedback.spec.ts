import { expect, test, type Page } from '@playwright/test';
import { putSession, readAnonKey, signUpUser, type TestSession } from './offline-helpers';

async function signIn(page: Page, session: TestSession): Promise<void> {
  await page.goto('/');
  await putSession(page, session);
  await page.goto('/');
  await expect(page.getByRole('button', { name: session.user.email })).toBeVisible();
}

async function sendThroughWidget(page: Page, message: string, type: string): Promise<void> {
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Send Feedback' });
  await panel.getByRole('combobox', { name: 'Feedback type' }).selectOption(type);
  await panel.getByRole('textbox', { name: 'Message' }).fill(message);
  await panel.getByRole('button', { name: 'Send Feedback' }).click();
  // The panel closes only once the row is stored; the toast of an earlier send may still be showing.
  await expect(panel).toBeHidden();
  await expect(
    page.getByText('Thank you for your feedback! We appreciate your input.').last(),
  ).toBeVisible();
}

test('a signed-in user sees their own feedback in settings, newest first, and nobody else’s', async ({
  page,
  baseURL,
}) => {
  const [alice, bob] = await Promise.all([
    signUpUser(baseURL!, 'alice'),
    signUpUser(baseURL!, 'bob'),
  ]);
  const stamp = Date.now();
  const bobsMessage = `Bob's private report ${stamp}`;
  const anonKey = await readAnonKey(baseURL!);
  const bobSent = await page.request.post('/rest/v1/user_feedback', {
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${bob.access_token}`,
      Prefer: 'return=minimal',
    },
    data: { message: bobsMessage, feedback_type: 'bug', user_id: bob.user.id },
  });
  expect(bobSent.status()).toBe(201);

  await signIn(page, alice);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Your feedback' });
  await expect(section.getByText('You have not sent any feedback yet.')).toBeVisible();

  const first = `First thought ${stamp}`;
  const second = `Second thought ${stamp}`;
  await sendThroughWidget(page, first, 'bug');
  await sendThroughWidget(page, second, 'praise');

  await page.goto('/settings');
  const items = section
    .getByRole('list', { name: 'Your feedback, newest first' })
    .getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(second);
  await expect(items.nth(0)).toContainText('Praise');
  await expect(items.nth(1)).toContainText(first);
  await expect(items.nth(1)).toContainText('Bug report');
  await expect(items.nth(0)).toContainText('Status: new');
  await expect(page.getByText(bobsMessage)).toHaveCount(0);
});

test('a visitor’s settings page has no feedback section', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your feedback' })).toHaveCount(0);
});
