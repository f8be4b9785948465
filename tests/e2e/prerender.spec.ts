import { expect, test } from '@playwright/test';

// The public pages arrive as finished HTML (their words in the document, their CSS in one linked
// stylesheet) and the app then hydrates that markup: no console error, no hydration mismatch and
// nothing the CSP refuses (a refusal is a console error) on any of them.
const pages: Array<[path: string, heading: RegExp]> = [
  ['/', /./],
  ['/about', /About StoryCanvas/],
  ['/learning', /./],
  ['/pricing', /Plans and pricing/],
  ['/pricing/legacy', /./],
  ['/beta', /./],
  ['/discover', /./],
  ['/create', /./],
  ['/privacy-policy', /./],
  ['/auth/signin', /./],
  ['/auth/signup', /./],
  ['/auth/forgot-password', /./],
  ['/login', /./],
  ['/signup', /./],
];

for (const [path, heading] of pages) {
  test(`${path} is served prerendered and hydrates without errors`, async ({ page, request }) => {
    const document = await request.get(path);
    expect(document.status()).toBe(200);
    const html = await document.text();
    expect(html).toContain('data-prerendered');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/pages-[0-9a-f]+\.css"/);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|<style|\sstyle=/);
    expect(document.headers()['content-security-policy']).toContain("style-src 'self';");
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toContain('<meta name="description"');

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    // The cookie banner is left out of the prerendered markup and joins once hydration is done.
    await expect(page.getByText('We use cookies to enhance your experience')).toBeVisible();
    await page.getByRole('button', { name: 'Accept All' }).click();
    await expect(page.getByText('We use cookies to enhance your experience')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('a page the build did not prerender still opens from the app shell', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/my-stories');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(problems).toEqual([]);
});
