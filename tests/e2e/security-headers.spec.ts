import { expect, test } from '@playwright/test';

test('the app is served with its CSP as a header and cannot be framed by another site (no clickjacking of /settings)', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto('/settings');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The spec's meta tag stays: it is what a static host without these headers still enforces.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self'/,
  );

  const framer = await page.context().newPage();
  await framer.setContent(
    `<h1>Win a prize</h1><iframe title="settings" src="${baseURL}/settings" width="800" height="600"></iframe>`,
  );
  const framed = framer.frames().find((frame) => frame !== framer.mainFrame());
  expect(framed).toBeDefined();
  await framed?.waitForLoadState('load');
  // A refused frame is Chromium's error page: the app never renders inside another site.
  await expect.poll(() => framed?.url()).not.toContain('/settings');
  expect(await framed?.locator('#root').count()).toBe(0);
});
