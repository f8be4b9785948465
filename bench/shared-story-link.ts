// A shared link to a published story, opened by a visitor on a first visit: time from the start of
// the navigation until the story's first part is on screen, at the author's address /story/{id}
// (which sends a stranger on to the reader) and at the reader's own /story-viewer/{id}, median of N.
// Usage: node --import tsx bench/shared-story-link.ts [--dist DIR] [--runs N] [--cpu SLOWDOWN]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { BENCH_STORY_OPENING, publishBenchStory } from './support/publish-bench-story.ts';
import { startBuildStack } from './support/start-build-stack.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 5);
const cpuSlowdown = Number(option('--cpu') ?? 4);
const dist = resolve(option('--dist') ?? 'dist');
const GIVE_UP_MS = 30_000;

/** Milliseconds from navigation start until the first part shows, or null when it never does. */
async function timeToFirstPart(browser: Browser, address: string): Promise<number | null> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(address, { waitUntil: 'commit' });
    const shown = await page
      .waitForFunction(
        (opening) =>
          [...document.querySelectorAll('p')].some(
            (paragraph) => paragraph.textContent?.trim() === opening && paragraph.checkVisibility(),
          )
            ? performance.now()
            : false,
        BENCH_STORY_OPENING,
        { polling: 'raf', timeout: GIVE_UP_MS },
      )
      .catch(() => null);
    return shown ? ((await shown.jsonValue()) as number) : null;
  } finally {
    await context.close();
  }
}

function describe(figures: Array<number | null>): string {
  const shown = figures.filter((figure): figure is number => figure !== null).sort((a, b) => a - b);
  if (shown.length === 0) return `never within ${GIVE_UP_MS / 1000} s`;
  const median = Math.round(shown[Math.floor(shown.length / 2)] ?? Number.NaN);
  const missed = figures.length - shown.length;
  return `median ${median} ms (runs ${figures.map((figure) => (figure === null ? 'never' : Math.round(figure))).join(', ')} ms${missed ? `; ${missed} never showed it` : ''})`;
}

const dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-bench-shared-link-'));
const stack = await startBuildStack(dist, dataDir);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const storyId = await publishBenchStory(stack.info);
  console.log(
    `load average ${loadavg()[0]?.toFixed(1)}; ${runs} first visits per address, CPU ${cpuSlowdown}× slower, local network`,
  );
  for (const path of [`/story/${storyId}`, `/story-viewer/${storyId}`]) {
    const figures: Array<number | null> = [];
    for (let run = 0; run < runs; run += 1)
      figures.push(await timeToFirstPart(browser, `${stack.info.url}${path}`));
    const label = path.startsWith('/story/') ? '/story/{id}' : '/story-viewer/{id}';
    console.log(`${label.padEnd(19)} first part on screen: ${describe(figures)}`);
  }
} finally {
  await browser.close();
  stack.child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
