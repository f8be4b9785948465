import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

// The public pages arrive as finished HTML (their words in the document, their CSS in one linked
// stylesheet) and paint before any script is asked for: the head has no module script and no
// modulepreload, and the one script, the boot script the CSP allows by its hash, loads the app once
// the first contentful paint is on screen. The app then hydrates that markup: no console error, no
// hydration mismatch and nothing the CSP refuses (a refusal is a console error) on any of them.
function scriptSources(policy: string): string[] {
  return (/(?:^|;\s*)script-src ([^;]+)/.exec(policy)?.[1] ?? '').trim().split(/\s+/);
}

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
  test(`${path} is served prerendered, paints before any script is fetched and hydrates without errors`, async ({
    page,
    request,
  }) => {
    const document = await request.get(path);
    expect(document.status()).toBe(200);
    const html = await document.text();
    expect(html).toContain('data-prerendered');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/pages-[0-9a-f]+\.css"/);
    expect(html).not.toMatch(/<style|\sstyle=/);
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script|modulepreload/);
    // Discover is rendered for each request with its live first page of stories, which the app
    // hydrates from a JSON data block: a script element the browser never runs. The boot script
    // comes first in <body>, so the reader's font size is set before any of the page paints.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script data-modules="\/assets\/index-[\w-]+\.js[ "]/),
      ...(path === '/discover' ? ['<script type="application/json" id="page-data">'] : []),
    ]);
    expect(html).toMatch(/<body>\s*<script data-modules=/);
    const bootScript = /<script data-modules="[^"]+">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const bootHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
    const policy = document.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("style-src 'self';");
    expect(scriptSources(policy)).toEqual(["'self'", bootHash, "'wasm-unsafe-eval'"]);
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
    // The cookie banner paints with the page for a new visitor; its buttons wait for the app.
    await expect(page.getByText('We use cookies to enhance your experience')).toBeVisible();
    await page.getByRole('button', { name: 'Accept All' }).click();
    await expect(page.getByText('We use cookies to enhance your experience')).toHaveCount(0);

    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(timing.scripts.filter((script) => script.start < timing.paint)).toEqual([]);
    // The meta tag the app sets once started allows the same scripts as the header.
    const metaPolicy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(scriptSources(metaPolicy ?? '')).toEqual(["'self'", bootHash, "'wasm-unsafe-eval'"]);
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
