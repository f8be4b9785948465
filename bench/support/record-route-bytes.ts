// What Chromium fetches for the build's pages, with service workers blocked, as gzip bytes.
import { PRERENDERED_PATHS } from '../../scripts/prerender-pages.ts';
import { gzipBytes } from './gzip-bytes.ts';
import { inChromium, resolveDocument } from './serve-build.ts';

/** The scripts and styles Chromium fetches for / until the network is quiet. */
export async function recordHomeRouteAssets(dist: string): Promise<string[]> {
  return inChromium(dist, async (browser, port) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port === String(port) && /\.(js|css)$/.test(url.pathname))
        loaded.add(url.pathname.replace(/^\//, ''));
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return [...loaded];
  });
}

export interface RouteBytes {
  route: string;
  fcp: number;
  idle: number;
  beforePaint: { js: number; css: number; html: number };
  beforeIdle: { js: number; css: number; html: number };
}

/** What Chromium fetched (Resource Timing, the same clock as the paint timing) before the first
 * contentful paint and before the page was first idle once React had taken it over, as gzip bytes
 * of the built files. */
export async function recordRouteBytes(dist: string): Promise<RouteBytes[]> {
  return inChromium(dist, async (browser, port) => {
    const gzipOf = (path: string): number => gzipBytes(resolveDocument(dist, path));
    const tally = (paths: string[]) => ({
      js: paths.filter((path) => path.endsWith('.js')).reduce((sum, path) => sum + gzipOf(path), 0),
      css: paths
        .filter((path) => path.endsWith('.css'))
        .reduce((sum, path) => sum + gzipOf(path), 0),
    });
    const results: RouteBytes[] = [];
    for (const route of PRERENDERED_PATHS) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      // The page is idle at the first idle period after React has begun to take the page over
      // (its nodes carry fibers). The check is an idle callback asked for from the start and again
      // after each idle period, so in that first idle period it runs before the idle callbacks the
      // app asks for while hydrating (its data layer, the cookie check): callbacks run in the order
      // they were asked for. Asked for only once fibers were seen (at a frame), it could come after
      // them in the same idle period and count the data layer's first requests as before idle.
      // A string, not a function: tsx's transform would give a function a helper the page lacks.
      await page.addInitScript({
        content: `(() => {
          const watch = () => {
            const node = document.querySelector('#root > *');
            if (node && Object.keys(node).some((key) => key.startsWith('__reactFiber')))
              window.firstIdle = performance.now();
            else requestIdleCallback(watch);
          };
          requestIdleCallback(watch);
        })();`,
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => 'firstIdle' in window, undefined, { timeout: 30_000 });
      const timing = await page.evaluate(() => {
        const idle = (window as unknown as { firstIdle: number }).firstIdle;
        const fcp =
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        const resources = performance
          .getEntriesByType('resource')
          .map((entry) => ({ name: entry.name, start: entry.startTime }));
        return { fcp, idle, resources };
      });
      const own = timing.resources
        .map((entry) => ({ ...entry, url: new URL(entry.name) }))
        .filter(
          (entry) => entry.url.port === String(port) && /\.(js|css)$/.test(entry.url.pathname),
        );
      const documentBytes = gzipOf(route);
      const beforePaint = tally(
        own.filter((entry) => entry.start < timing.fcp).map((entry) => entry.url.pathname),
      );
      const beforeIdle = tally(
        own.filter((entry) => entry.start < timing.idle).map((entry) => entry.url.pathname),
      );
      results.push({
        route,
        fcp: timing.fcp,
        idle: timing.idle,
        beforePaint: { ...beforePaint, html: documentBytes },
        beforeIdle: { ...beforeIdle, html: documentBytes },
      });
      await context.close();
    }
    return results;
  });
}
