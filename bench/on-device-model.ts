// The test model (npm run make-test-model) in Chromium with the real @wllama/wllama, single
// thread, as the on-device storyteller would run it: time to load the model, time from asking to
// the first word, words a second, and whether every word written is one of the model's own
// (scripts/test-model/test-model-words.ts), so the vocabulary trick that keeps output readable holds.
// Usage: node --import tsx bench/on-device-model.ts [--runs N]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { makeTestModel } from '../scripts/make-test-model.ts';
import { TEST_MODEL_WORDS } from '../scripts/test-model/test-model-words.ts';

const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 3;
const model = makeTestModel();
const wllamaDir = join(import.meta.dirname, '../node_modules/@wllama/wllama/esm');
const types: Record<string, string> = { js: 'text/javascript', wasm: 'application/wasm' };

const server = createServer((request, response) => {
  const path = request.url ?? '/';
  if (path === '/') {
    response.setHeader('Content-Type', 'text/html');
    response.end('<!doctype html><title>bench</title>');
    return;
  }
  const file =
    path === '/model.gguf'
      ? model.path
      : path.startsWith('/esm/')
        ? join(wllamaDir, path.slice(5))
        : '';
  try {
    const body = readFileSync(file);
    response.setHeader(
      'Content-Type',
      types[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
    );
    response.end(body);
  } catch {
    response.statusCode = 404;
    response.end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu'],
});

// Sent as text: tsx names the functions it compiles with a helper the page does not have.
const RUN_IN_PAGE = `(async () => {
  const { Wllama } = await import(location.origin + '/esm/index.js');
  const quiet = { debug: () => {}, log: () => {}, warn: () => {}, error: console.error };
  const wllama = new Wllama({ default: '/esm/wasm/wllama.wasm' }, { logger: quiet });
  const started = performance.now();
  const blob = await (await fetch('/model.gguf')).blob();
  await wllama.loadModel([blob], { n_ctx: 1024, n_threads: 1 });
  const loaded = performance.now();
  let firstWord = 0;
  let text = '';
  await wllama.createCompletion({
    prompt: 'Once upon a time the little fox found a key',
    max_tokens: 64,
    temperature: 0.8,
    stream: true,
    onData: (chunk) => {
      if (!firstWord) firstWord = performance.now();
      text += chunk.choices[0]?.text ?? '';
    },
  });
  const done = performance.now();
  await wllama.exit();
  return { loadMs: loaded - started, firstWordMs: firstWord - loaded, totalMs: done - loaded, text };
})()`;

interface Run {
  loadMs: number;
  firstWordMs: number;
  totalMs: number;
  text: string;
}

try {
  console.log(`test model: ${model.bytes} bytes, sha256 ${model.sha256}`);
  const known = new Set([...TEST_MODEL_WORDS, '.', ',']);
  for (let run = 1; run <= runs; run += 1) {
    const page = await browser.newPage();
    await page.goto(origin);
    const result = (await page.evaluate(RUN_IN_PAGE)) as Run;
    await page.close();
    const words = result.text
      .trim()
      .split(/\s+|(?=[.,])/)
      .filter(Boolean);
    const unknown = words.filter((word) => !known.has(word));
    console.log(
      `run ${run}: load ${Math.round(result.loadMs)} ms, first word ${Math.round(result.firstWordMs)} ms, ` +
        `${words.length} words in ${Math.round(result.totalMs)} ms ` +
        `(${((words.length * 1000) / result.totalMs).toFixed(1)} words/s), words outside the vocabulary: ${unknown.length}`,
    );
    console.log(`  "${result.text.trim().slice(0, 160)}"`);
  }
} finally {
  await browser.close();
  server.close();
}
