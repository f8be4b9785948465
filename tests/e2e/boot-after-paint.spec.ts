// A prerendered page's one inline script is its boot script, which the CSP allows by its hash
// (tests/e2e/prerender.spec.ts checks every page paints before it fetches a script). Any other
// inline script is still refused: one slipped into the served page, and one added at run time.
import { expect, test, type Page } from '@playwright/test';

// The app's service worker installs here, as in a reader's browser (the config blocks it for the
// other specs): this spec goes offline, intercepts the app's requests or checks the worker itself.
test.use({ serviceWorkers: 'allow' });

/** Hydrated once React has taken the markup over: its DOM nodes then carry their fibers. */
function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

test('the CSP runs the boot script and refuses any other inline script in the page', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // The page as served, headers and all, with one more inline script an attacker slipped in.
  await page.route('**/pricing', async (route) => {
    const original = await route.fetch();
    const body = (await original.text()).replace(
      '</body>',
      '<script>window.slippedInScriptRan = true</script></body>',
    );
    await route.fulfill({ response: original, body });
  });
  await page.goto('/pricing');
  await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
  expect(await page.evaluate(() => 'slippedInScriptRan' in window)).toBe(false);
  await expect.poll(() => refused.join('\n')).toContain('inline script');

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.addedScriptRan = true';
    document.body.append(script);
  });
  await expect.poll(() => refused.length).toBeGreaterThan(1);
  expect(await page.evaluate(() => 'addedScriptRan' in window)).toBe(false);
});
