// Two tabs of one browser: after reconnecting only one of them replays the queue (Web Locks), and
// the other shows the same status it hears over BroadcastChannel.
import { expect, test, type Page } from '@playwright/test';
import {
  controlByServiceWorker,
  countServerRows,
  putSession,
  signUpUser,
  waitForDeviceStore,
  writeStory,
} from './offline-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

const status = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /Offline|Sync|sync|saved|Checking/ })
    .first();

test('after reconnecting only one tab sends the queued changes, and both tabs show them synced', async ({
  context,
  baseURL,
}) => {
  const session = await signUpUser(baseURL!, 'two-tabs');
  const first = await context.newPage();
  await first.goto('/');
  await controlByServiceWorker(first);
  await putSession(first, session);
  await first.reload();
  await waitForDeviceStore(first);
  const second = await context.newPage();
  await second.goto('/');

  await context.setOffline(true);
  const storyId = crypto.randomUUID();
  await writeStory(first, {
    storyId,
    title: 'Shared between tabs',
    userId: session.user.id,
    segments: 120,
  });
  for (const page of [first, second]) {
    await page.reload();
    await expect(status(page)).toHaveText('Offline · 121 changes saved on this device');
  }

  const writes: string[] = [];
  context.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (request.method() === 'POST' && /\/rest\/v1\/(stories|story_segments)\?/.test(url))
      writes.push(url);
  });
  await context.setOffline(false);
  for (const page of [first, second])
    await expect(status(page)).toHaveText(/^Synced /, { timeout: 30_000 });

  // 1 story batch + 3 segment batches of at most 50: one tab's worth of writes, not two.
  expect(writes).toHaveLength(4);
  expect(await countServerRows(baseURL!, session, 'story_segments', `story_id=eq.${storyId}`)).toBe(
    120,
  );
});
