// The warning before the tab closes while changes wait to sync (issue 4, header status): it asks
// only with changes waiting, and still asks while a slideshow hides the header.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { waitForDeviceStore, writeStory } from './offline-helpers';

const SEEDED_STORY = '/story-viewer/0d3c1a5e-6f2b-4c8e-9a1d-000000000002';

/**
 * Whether leaving the page now would make the browser ask first: the page's beforeunload handlers
 * cancel the event. (Headless Chromium does not raise the dialog itself, so the event is dispatched.)
 */
function wouldAskBeforeLeaving(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

/** A signed-out visitor's device holding a story of some account: its operations wait for their owner, unsent. */
async function leaveChangesWaiting(page: Page): Promise<void> {
  await page.goto('/');
  // The first sync run has opened the device store with its tables.
  await expect(
    page.getByRole('status').filter({ hasText: /Synced|All changes saved/ }),
  ).toBeVisible();
  await waitForDeviceStore(page);
  await writeStory(page, {
    storyId: randomUUID(),
    title: 'Waiting story',
    userId: randomUUID(),
    segments: 1,
  });
  // Written behind Dexie's back, so the live count sees it after a reload.
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: '2 changes waiting to sync' }),
  ).toBeVisible();
}

test('leaving the page asks first while changes wait to sync, and not when nothing waits', async ({
  browser,
}) => {
  const calm = await browser.newPage();
  await calm.goto('/');
  await expect(
    calm.getByRole('status').filter({ hasText: /Synced|All changes saved/ }),
  ).toBeVisible();
  expect(await wouldAskBeforeLeaving(calm)).toBe(false);

  const busy = await browser.newPage();
  await leaveChangesWaiting(busy);
  // The page learns of the waiting operations from the device store's live query, a moment after
  // the write: under load that moment is longer than one check.
  await expect.poll(() => wouldAskBeforeLeaving(busy)).toBe(true);
});

test('the warning still holds while a slideshow hides the header', async ({ browser }) => {
  const page = await browser.newPage();
  await leaveChangesWaiting(page);
  await page.goto(SEEDED_STORY);
  await page.getByRole('button', { name: 'Start slideshow' }).click();
  await expect(page.getByRole('dialog', { name: /slideshow/ })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(await wouldAskBeforeLeaving(page)).toBe(true);
});
