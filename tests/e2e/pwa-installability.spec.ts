import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-helpers';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

function readPngSize(bytes: Buffer): string {
  const signature = bytes.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a') return 'not a PNG';
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

// Chromium never offers installation in an incognito profile, which is what a default test context is,
// so this test runs in a persistent profile of its own.
test('Chromium finds the app installable and every manifest icon loads at its declared size', async ({
  launchOptions,
  baseURL,
  request,
}) => {
  const profileDir = mkdtempSync(join(tmpdir(), 'storycanvas-install-'));
  const context = await chromium.launchPersistentContext(profileDir, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await checkInstallability(context, page, request);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
});

async function checkInstallability(
  context: BrowserContext,
  page: Page,
  request: APIRequestContext,
): Promise<void> {
  const session = await context.newCDPSession(page);
  const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  expect(installabilityErrors).toEqual([]);
  const { errors: manifestErrors } = (await session.send('Page.getAppManifest')) as {
    errors: Array<{ message: string }>;
  };
  expect(manifestErrors).toEqual([]);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifestResponse = await request.get(manifestHref ?? '');
  expect(manifestResponse.ok()).toBe(true);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    display: string;
    icons: ManifestIcon[];
  };
  expect(manifest).toMatchObject({
    name: 'StoryCanvas',
    short_name: 'StoryCanvas',
    display: 'standalone',
  });
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );

  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain('image/png');
    expect(readPngSize(await response.body()), icon.src).toBe(icon.sizes);
  }
}
