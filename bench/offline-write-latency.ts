// Prints the local write latency of one story segment plus its queued operation (one Dexie
// transaction), p50 and p95: in Chromium's real IndexedDB (the repositories bundled with esbuild and
// run in a page served from a local origin), and in Node with fake-indexeddb for comparison.
import 'fake-indexeddb/auto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { createStoryCanvasDb } from '../src/offline/db.ts';
import { saveStory } from '../src/offline/repositories/save-story.ts';
import { saveSegment } from '../src/offline/repositories/save-segment.ts';
import { updateSegment } from '../src/offline/repositories/update-segment.ts';

const COUNT = 1000;
const TEXT =
  'The lantern flickered as the children crept down the spiral stair toward the hidden library. '.repeat(
    4,
  );

interface Figures {
  insert: number[];
  update: number[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function print(where: string, figures: Figures): void {
  for (const [label, timings] of [
    ['segment insert + queued op', figures.insert],
    ['segment update + queued op', figures.update],
  ] as const) {
    const sorted = [...timings].sort((a, b) => a - b);
    console.log(
      `${where} ${label}: n=${sorted.length} p50=${percentile(sorted, 50).toFixed(3)} ms p95=${percentile(sorted, 95).toFixed(3)} ms`,
    );
  }
}

/** Runs in Node and, bundled, in the page: 100 warm-up writes, then COUNT inserts and COUNT updates. */
const measureSource = `
import { createStoryCanvasDb } from './src/offline/db.ts';
import { saveStory } from './src/offline/repositories/save-story.ts';
import { saveSegment } from './src/offline/repositories/save-segment.ts';
import { updateSegment } from './src/offline/repositories/update-segment.ts';
window.measure = async (count, text) => {
  const db = createStoryCanvasDb('bench-write-' + Date.now());
  const story = await saveStory(db, { title: 'Bench story', user_id: '00000000-0000-4000-8000-000000000001' });
  for (let i = 0; i < 100; i += 1) await saveSegment(db, { story_id: story.id, segment_text: text, sequence_number: i });
  const insert = [], update = [], ids = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    ids.push((await saveSegment(db, { story_id: story.id, segment_text: text, sequence_number: 100 + i })).id);
    insert.push(performance.now() - start);
  }
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await updateSegment(db, ids[i], { segment_text: text + i });
    update.push(performance.now() - start);
  }
  db.close();
  return { insert, update };
};
`;

async function measureInChromium(): Promise<Figures> {
  const bundle = await build({
    stdin: { contents: measureSource, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  const server = createServer((request, response) => {
    if (request.url === '/bench.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(script);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      '<!doctype html><title>bench</title><script type="module" src="/bench.js"></script>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(
      () => typeof (window as unknown as { measure?: unknown }).measure === 'function',
    );
    return await page.evaluate(
      ([count, text]) =>
        (window as unknown as { measure: (c: number, t: string) => Promise<Figures> }).measure(
          count,
          text,
        ),
      [COUNT, TEXT] as const,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

async function measureInNode(): Promise<Figures> {
  const db = createStoryCanvasDb(`bench-write-${Date.now()}`);
  const story = await saveStory(db, {
    title: 'Bench story',
    user_id: '00000000-0000-4000-8000-000000000001',
  });
  for (let i = 0; i < 100; i += 1)
    await saveSegment(db, { story_id: story.id, segment_text: TEXT, sequence_number: i });
  const figures: Figures = { insert: [], update: [] };
  const ids: string[] = [];
  for (let i = 0; i < COUNT; i += 1) {
    const start = performance.now();
    ids.push(
      (await saveSegment(db, { story_id: story.id, segment_text: TEXT, sequence_number: 100 + i }))
        .id,
    );
    figures.insert.push(performance.now() - start);
  }
  for (let i = 0; i < COUNT; i += 1) {
    const start = performance.now();
    await updateSegment(db, ids[i]!, { segment_text: `${TEXT}${i}` });
    figures.update.push(performance.now() - start);
  }
  db.close();
  return figures;
}

console.log(
  'offline write latency: one Dexie transaction = the segment row + its queued operation',
);
try {
  print('Chromium (IndexedDB)', await measureInChromium());
} catch (error) {
  console.log(
    `Chromium not reachable, skipped: ${error instanceof Error ? error.message : String(error)}`,
  );
}
print('Node 20 (fake-indexeddb)', await measureInNode());
