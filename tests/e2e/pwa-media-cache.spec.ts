import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-helpers';
import { readStack } from './read-stack';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

function silentWav(samples: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

async function uploadPublicObject(
  request: APIRequestContext,
  bucket: string,
  path: string,
  body: Buffer,
  contentType: string,
): Promise<string> {
  const { serviceRoleKey } = readStack();
  const response = await request.post(`/storage/v1/object/${bucket}/${path}`, {
    headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': contentType },
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return `/storage/v1/object/public/${bucket}/${path}`;
}

function showImage(page: Page, src: string): Promise<number> {
  return page.evaluate(
    (url) =>
      new Promise<number>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth);
        image.onerror = () => resolve(0);
        image.src = url;
      }),
    src,
  );
}

function loadNarration(page: Page, src: string): Promise<number> {
  return page.evaluate(
    (url) =>
      new Promise<number>((resolve) => {
        const audio = new Audio();
        audio.preload = 'auto';
        audio.onloadeddata = () => resolve(Math.round(audio.duration * 1000));
        audio.onerror = () => resolve(-1);
        audio.src = url;
      }),
    src,
  );
}

function fetchByteLength(page: Page, src: string): Promise<number> {
  return page.evaluate(async (url) => {
    try {
      const response = await fetch(url);
      return response.ok ? (await response.arrayBuffer()).byteLength : -response.status;
    } catch {
      return -1;
    }
  }, src);
}

test('story pictures and narration seen online are still there offline; unseen ones are not', async ({
  page,
  context,
  request,
}) => {
  const folder = `pwa-e2e/${randomUUID()}`;
  const picture = await uploadPublicObject(
    request,
    'story-images',
    `${folder}/scene.png`,
    readFileSync('public/icons/icon-192.png'),
    'image/png',
  );
  const unseen = await uploadPublicObject(
    request,
    'story-images',
    `${folder}/unseen.png`,
    readFileSync('public/icons/icon-512.png'),
    'image/png',
  );
  const narration = silentWav(4000);
  const audio = await uploadPublicObject(
    request,
    'story-audio',
    `${folder}/narration.wav`,
    narration,
    'audio/wav',
  );

  await page.goto('/');
  await waitForServiceWorkerControl(page);
  expect(await showImage(page, picture)).toBe(192);
  expect(await loadNarration(page, audio)).toBe(500);

  // Storage answers are HTTP-cacheable too, so check the worker's own cache holds them.
  const cached = await page.evaluate(async () => {
    const cache = await caches.open('storycanvas-media');
    return (await cache.keys()).map((entry) => new URL(entry.url).pathname);
  });
  expect(cached.sort()).toEqual([audio, picture].sort());

  await context.setOffline(true);
  await page.reload();
  expect(await showImage(page, picture)).toBe(192);
  expect(await loadNarration(page, audio)).toBe(500);
  expect(await fetchByteLength(page, audio)).toBe(narration.length);
  expect(await showImage(page, unseen)).toBe(0);
});
