// Offline cold start: an installed app (its service worker has precached the build) opened with
// the network off, as on a plane: time to first contentful paint per page, median of N runs.
// Usage: node --import tsx bench/offline-cold-start.ts [--dist DIR] [--runs N]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startBuildStack } from './support/start-build-stack.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 5);
const dist = resolve(option('--dist') ?? 'dist');
const pages = ['/', '/discover', '/pricing', '/create'];

const dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-bench-offline-start-'));
const stack = await startBuildStack(dist, dataDir);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${stack.info.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
    timeout: 60_000,
  });
  await context.setOffline(true);
  console.log(`load average ${loadavg()[0]?.toFixed(1)}; ${runs} runs per page, network off`);
  for (const path of pages) {
    const figures: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const fresh = await context.newPage();
      await fresh.goto(`${stack.info.url}${path}`, { waitUntil: 'load' });
      figures.push(
        await fresh.evaluate(
          () =>
            new Promise<number>((resolvePaint) => {
              new PerformanceObserver((list) => {
                const paint = list.getEntriesByName('first-contentful-paint')[0];
                if (paint) resolvePaint(paint.startTime);
              }).observe({ type: 'paint', buffered: true });
            }),
        ),
      );
      await fresh.close();
    }
    figures.sort((a, b) => a - b);
    const median = Math.round(figures[Math.floor(runs / 2)] ?? Number.NaN);
    console.log(
      `${path.padEnd(10)} first contentful paint offline: median ${median} ms (runs ${figures.map(Math.round).join(', ')} ms; goal ≤ 300 ms)`,
    );
  }
} finally {
  await browser.close();
  stack.child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
