// Prints Lighthouse medians (mobile, simulated throttling, 3 runs) for /, /discover, /create,
// /pricing and a published story (/story-viewer/{id}, where a shared link is read), against the
// production build served by the local stack.
// Usage: node --import tsx bench/lighthouse.ts [--dist DIR] [--runs N] [--url http://running-stack]
// [--only /discover,story] (story stands for the published story's page)
// (without --url it starts the stack on a throwaway data directory and publishes one story to read)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { publishBenchStory } from './support/publish-bench-story.ts';
import { startBuildStack, waitFor } from './support/start-build-stack.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 3);
const dist = resolve(option('--dist') ?? 'dist');

// The flags playwright.config.ts launches Chromium with: no sandbox as root, no background traffic.
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function launchChromium(profile: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    '/usr/bin/chromium',
    [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const port = await waitFor(
    async () => {
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      return match ? Number(match[1]) : undefined;
    },
    'chromium start',
    child,
  );
  return { child, port };
}

interface RunFigures {
  failing: string[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function audit(url: string): Promise<RunFigures> {
  const profile = mkdtempSync(join(tmpdir(), 'storycanvas-lighthouse-'));
  const chromium = await launchChromium(profile);
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    const layoutShifts =
      (
        audits['layout-shifts']?.details as
          { items?: Array<{ node?: { snippet?: string } }> } | undefined
      )?.items ?? [];
    return {
      failing: [
        ...failing,
        ...layoutShifts.map((item) => `layout shift: ${item.node?.snippet ?? 'unknown element'}`),
      ],
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chromium.child.kill('SIGKILL');
    await new Promise((resolveExit) => chromium.child.once('exit', resolveExit));
    // Chromium's helper processes may still be writing the profile for a moment after it exits.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      // A stray helper can outlive even that; a profile left in the temp folder must not end the run.
      console.warn(`left Chromium's profile ${profile}: ${String(error)}`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

const externalUrl = option('--url');
const dataDir = externalUrl
  ? undefined
  : mkdtempSync(join(tmpdir(), 'storycanvas-bench-lighthouse-'));
const started = dataDir ? await startBuildStack(dist, dataDir) : undefined;
try {
  const base = externalUrl ?? started!.info.url;
  const storyId = started ? await publishBenchStory(started.info) : option('--story');
  const only = option('--only')?.split(',');
  const paths = [
    '/',
    '/discover',
    '/create',
    '/pricing',
    ...(storyId ? [`/story-viewer/${storyId}`] : []),
  ].filter(
    (path) => !only || only.includes(path) || (only.includes('story') && path.startsWith('/story')),
  );
  console.log(
    `Lighthouse ${runs} runs per page, mobile, simulated throttling, ${base} (build: ${externalUrl ? 'running stack' : dist})`,
  );
  console.log(
    `machine load before: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} (1/5/15 min)`,
  );
  for (const path of paths) {
    const figures: RunFigures[] = [];
    for (let run = 0; run < runs; run += 1) figures.push(await audit(`${base}${path}`));
    const of = (key: Exclude<keyof RunFigures, 'failing'>) =>
      median(figures.map((figure) => figure[key]));
    console.log(
      `${path.padEnd(20)} perf ${of('performance')}  a11y ${of('accessibility')}  best ${of('bestPractices')}  seo ${of('seo')}` +
        `  FCP ${(of('fcp') / 1000).toFixed(2)} s  LCP ${(of('lcp') / 1000).toFixed(2)} s  TBT ${Math.round(of('tbt'))} ms  CLS ${of('cls').toFixed(3)}` +
        `  (perf runs: ${figures.map((figure) => figure.performance).join(', ')})`,
    );
    const failing = [...new Set(figures.flatMap((figure) => figure.failing))];
    if (failing.length)
      console.log(`${''.padEnd(20)} not passing in some run: ${failing.join('; ')}`);
  }
  console.log(
    `machine load after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} (1/5/15 min)`,
  );
} finally {
  if (started) {
    started.child.kill('SIGTERM');
    await new Promise((resolveExit) => started.child.once('exit', resolveExit));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
