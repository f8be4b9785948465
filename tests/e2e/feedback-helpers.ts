// What the feedback specs share: the panel opened from the home page, and the feedback a browser
// keeps in pending_feedback or the stack has stored.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readStack } from './read-stack';

export async function findStoredFeedback(request: APIRequestContext, message: string) {
  const key = readStack().serviceRoleKey;
  const response = await request.get(
    `/rest/v1/user_feedback?message=eq.${encodeURIComponent(message)}&select=*`,
    {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as Array<Record<string, unknown>>;
}

export function readPending(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('pending_feedback') ?? '[]') as Array<
        Record<string, unknown>
      >,
  );
}

export async function openFeedback(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(panel).toBeVisible();
  return panel;
}
