// My Stories with a thousand stories on the device: the time from following the header's link to
// the first screen of stories painted (the device store read, the page rendered, two frames), and
// how many rows the page holds, median of N runs, in Chromium on the production build.
// Usage: node --import tsx bench/my-stories-at-scale.ts [--dist DIR] [--stories 1000] [--runs 7]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { seedDeviceStories } from '../tests/support/seed-device-stories.ts';
import { readBenchOption } from './support/read-bench-option.ts';
import { startBuildStack } from './support/start-build-stack.ts';

const dist = resolve(readBenchOption('--dist') ?? 'dist');
const stories = Number(readBenchOption('--stories') ?? 1000);
const runs = Number(readBenchOption('--runs') ?? 7);

const dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-bench-my-stories-'));
const stack = await startBuildStack(dist, dataDir);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${stack.info.url}/my-stories`);
  await page.getByRole('heading', { name: 'My stories' }).waitFor();
  await seedDeviceStories(page, stories);

  const figures: number[] = [];
  let rows = 0;
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${stack.info.url}/`);
    await page.locator('header a[href="/my-stories"]').first().waitFor();
    const measured = await page.evaluate(
      () =>
        new Promise<{ ms: number; rows: number }>((done) => {
          const started = performance.now();
          // Named functions would need tsx's __name helper, which the page does not have.
          const watch = new MutationObserver(() => {
            if (!document.querySelector('main a[href^="/story/"]')) return;
            watch.disconnect();
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                done({
                  ms: performance.now() - started,
                  rows: document.querySelectorAll('main li').length,
                }),
              ),
            );
          });
          watch.observe(document.body, { childList: true, subtree: true });
          document.querySelector<HTMLAnchorElement>('header a[href="/my-stories"]')!.click();
        }),
    );
    figures.push(measured.ms);
    rows = measured.rows;
  }
  figures.sort((a, b) => a - b);
  const median = Math.round(figures[Math.floor(runs / 2)] ?? Number.NaN);
  console.log(
    `My Stories with ${stories} stories on the device: first screen painted in median ${median} ms (runs ${figures.map(Math.round).join(', ')} ms; goal ≤ 200 ms), ${rows} rows in the page (load ${loadavg()[0]!.toFixed(1)})`,
  );
} finally {
  await browser.close();
  stack.child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
