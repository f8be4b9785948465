import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

// The page half of the bridge is imitated here (record 'replay-sync', answer 'replay-sync-done'), so the
// test shows what the worker does whichever page code is mounted.
async function listenForReplayRequests(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { replayRequests: string[] }).replayRequests = seen;
    navigator.serviceWorker.addEventListener(
      'message',
      (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type !== 'replay-sync') return;
        seen.push(event.data.type);
        (event.source as ServiceWorker | null)?.postMessage({ type: 'replay-sync-done' });
      },
    );
  });
}

function readReplayRequests(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { replayRequests: string[] }).replayRequests);
}

function readSyncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });
}

async function findRegistrationId(session: CDPSession, origin: string): Promise<string> {
  const registrations = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find(
        (registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted,
      );
      if (match) resolve(match.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  return registrations;
}

test('the worker registers the storycanvas-sync tag when asked while offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);

  await page.evaluate(() =>
    navigator.serviceWorker.controller?.postMessage({ type: 'register-sync' }),
  );

  await expect.poll(() => readSyncTags(page)).toContain('storycanvas-sync');
});

test('a sync event for storycanvas-sync asks the open pages to replay the queue', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await listenForReplayRequests(page);
  const session = await context.newCDPSession(page);
  const origin = new URL(baseURL ?? page.url()).origin;
  const registrationId = await findRegistrationId(session, origin);

  await session.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag: 'another-tag',
    lastChance: false,
  });
  await session.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag: 'storycanvas-sync',
    lastChance: false,
  });

  await expect.poll(() => readReplayRequests(page)).toEqual(['replay-sync']);
});
