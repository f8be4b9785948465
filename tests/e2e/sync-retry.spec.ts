// Changes whose automatic attempts are used up (docs/product.md §9: at most 5) are not stranded: the header
// counts them, offers Retry sync, and one press sends them to the server (docs/product.md §4 manual retry).
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  countServerRows,
  putSession,
  signUpUser,
  waitForDeviceStore,
  writeStory,
} from './offline-helpers';

test('Retry sync sends changes that used up their five attempts, and then disappears', async ({
  page,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'retry-sync');
  const storyId = randomUUID();
  await page.goto('/');
  await expect(
    page.getByRole('status').filter({ hasText: /Synced|All changes saved/ }),
  ).toBeVisible();
  await waitForDeviceStore(page);
  await writeStory(page, {
    storyId,
    title: 'Stranded story',
    userId: session.user.id,
    segments: 1,
  });
  // As after five 503s in a row: every attempt used, no automatic retry left, not even after a reload.
  await page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('StoryCanvasDB');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const store = database
      .transaction('operation_queue', 'readwrite')
      .objectStore('operation_queue');
    await new Promise<void>((resolve) => {
      store.openCursor().onsuccess = (event) => {
        const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
        if (!cursor) return resolve();
        cursor.update({
          ...cursor.value,
          status: 'failed',
          retryCount: 5,
          error: 'Service Unavailable',
        });
        cursor.continue();
      };
    });
    database.close();
  });
  await putSession(page, session);
  await page.reload();

  await expect(
    page.getByRole('status').filter({ hasText: '2 changes waiting to sync' }),
  ).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry sync' });
  await expect(retry).toBeVisible();
  expect(await countServerRows(baseURL!, session, 'stories', `id=eq.${storyId}`)).toBe(0);

  await retry.click();
  await expect(page.getByRole('status').filter({ hasText: /^Synced/ })).toBeVisible();
  await expect(retry).toHaveCount(0);
  expect(await countServerRows(baseURL!, session, 'stories', `id=eq.${storyId}`)).toBe(1);
  expect(await countServerRows(baseURL!, session, 'story_segments', `story_id=eq.${storyId}`)).toBe(
    1,
  );
});
