import { expect, test, type Page } from '@playwright/test';
import { acceptCookies } from './wizard-helpers';

const PAYLOAD = '<img src=x onerror=alert(1)>';

/** Every text the device stored for the story: its row and its parts, straight from IndexedDB. */
function readStoredStory(page: Page, storyId: string): Promise<unknown> {
  return page.evaluate(async (id) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('StoryCanvasDB');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = database.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    const stories = await all<{ id: string }>('stories');
    const segments = await all<{ story_id: string }>('story_segments');
    return {
      story: stories.find((story) => story.id === id),
      segments: segments.filter((segment) => segment.story_id === id),
    };
  }, storyId);
}

test('markup typed into the story idea and an own choice is never stored or run', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/create');
  await acceptCookies(page);
  await page.getByRole('link', { name: /Start|Continue where you left off/ }).click();
  await page.getByText('7–9').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Adventure & Exploration').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Story idea (optional)').fill(`Tom's dog & the "lost" map ${PAYLOAD}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('An old map fell out of a library book.').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start story' }).click();
  await page.waitForURL(/\/story\/[0-9a-f-]{36}$/);
  const storyId = page.url().split('/').at(-1)!;

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tom and the Lost Map');
  await expect(page.getByRole('article', { name: 'Part 1' })).toBeVisible();
  const choices = page.getByRole('group', { name: 'What happens next?' });
  await choices.getByLabel('Or write your own choice').fill(`Follow Tom's dog ${PAYLOAD}`);
  await choices.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Part 2' })).toContainText("followed Tom's dog");

  const stored = await readStoredStory(page, storyId);
  expect(stored).toMatchObject({
    story: {
      title: 'Tom and the Lost Map',
      description: `Tom's dog & the "lost" map`,
    },
    segments: expect.arrayContaining([
      expect.objectContaining({ triggering_choice_text: "Follow Tom's dog" }),
    ]),
  });
  const storedText = JSON.stringify(stored);
  expect(storedText).not.toMatch(/<img|onerror|alert\(/i);
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
