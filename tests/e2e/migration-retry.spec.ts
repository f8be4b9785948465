// 'Save Your Stories' offers Retry Failed only once a story failed to move, and then it works: one
// story the server refuses (a target age outside its list, as an older app version could store)
// and one it takes.
import { expect, test, type Page } from '@playwright/test';
import {
  countServerRows,
  putSession,
  signUpUser,
  waitForDeviceStore,
  writeStory,
} from './offline-helpers';
import { acceptCookies } from './wizard-helpers';

function setTargetAge(page: Page, storyId: string, targetAge: string): Promise<void> {
  return page.evaluate(
    async ({ storyId, targetAge }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('StoryCanvasDB');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const transaction = database.transaction('stories', 'readwrite');
      const stories = transaction.objectStore('stories');
      const read = stories.get(storyId);
      read.onsuccess = () => stories.put({ ...read.result, target_age: targetAge });
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      database.close();
    },
    { storyId, targetAge },
  );
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} Retry Failed appears only after a story failed to move, and moves it`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await acceptCookies(page);
    await waitForDeviceStore(page);
    const fine = crypto.randomUUID();
    const refused = crypto.randomUUID();
    await writeStory(page, { storyId: fine, title: 'Fine story', userId: null, segments: 1 });
    await writeStory(page, { storyId: refused, title: 'Refused story', userId: null, segments: 1 });
    await setTargetAge(page, refused, 'grown-ups only');

    const session = await signUpUser(baseURL!, 'migration-retry');
    await putSession(page, session);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Save Your Stories' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText('You created 2 stories while browsing anonymously');
    await expect(dialog.getByRole('button', { name: 'Retry Failed' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Save to My Account' }).click();
    await expect(dialog.getByText('1 of 2 complete (1 failed)')).toBeVisible();
    await expect(
      page.getByText('Failed to save 1 story to your account. Please try again later.'),
    ).toBeVisible();
    const retry = dialog.getByRole('button', { name: 'Retry Failed' });
    await expect(retry).toBeEnabled();
    await expect(retry).toBeInViewport();

    await setTargetAge(page, refused, '7-9');
    await retry.click();
    await expect(page.getByText('1 story saved to your account!').last()).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    expect(
      await countServerRows(
        baseURL!,
        session,
        'stories',
        `id=in.(${fine},${refused})&user_id=eq.${session.user.id}`,
      ),
    ).toBe(2);
  });
}
