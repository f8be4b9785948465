// The on-device model in the app, as a reader meets it: the production build on the local stack
// offering the test model (npm run make-test-model), the model downloaded in Settings, the page
// offline under its service worker, a new story written on the device. For the opening and each
// choice after it: the time from the click to the new part's first sentence on the page (the first
// text the safety gate releases into the part being written) and to the whole part; parts a minute
// from the choices (the model already loaded); and the peak of wllama's WebAssembly memory in its
// worker (read inside the worker) beside the peak resident memory of the renderer that runs it.
// Usage: node --import tsx bench/on-device-choice.ts [--choices N] [--dist DIR] [--model GGUF]
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { makeTestModel } from '../scripts/make-test-model.ts';
import { goOfflineUnderWorker } from '../tests/e2e/pwa-helpers.ts';
import { MAP_STORY, walkWizardToCustomize } from '../tests/e2e/wizard-helpers.ts';
import { readBenchOption } from './support/read-bench-option.ts';
import { readProcessTreeMemory } from './read-process-tree-memory.ts';
import { startBuildStack } from './support/start-build-stack.ts';

const choices = Number(readBenchOption('--choices') ?? 4);
const dist = resolve(readBenchOption('--dist') ?? 'dist');

// Every worker script the page makes from a Blob (wllama's is one) starts by keeping the
// WebAssembly memory its module makes or exports and posting its size on a channel the page hears.
// Linear memory only grows, so the last size posted is the worker's peak.
const PROBE_WORKERS = `(() => {
  const sizes = [];
  new BroadcastChannel('bench-wasm-memory').onmessage = (event) => sizes.push(event.data);
  window.__benchWasmMemory = () => Math.max(0, ...sizes);
  const probe = \`{
    const channel = new BroadcastChannel('bench-wasm-memory');
    let memory;
    const keep = (result) => {
      const exports = (result.instance ?? result).exports ?? {};
      for (const value of Object.values(exports)) if (value instanceof WebAssembly.Memory) memory = value;
      return result;
    };
    WebAssembly.Memory = new Proxy(WebAssembly.Memory, {
      construct: (target, args) => (memory = new target(...args)),
    });
    const instantiate = WebAssembly.instantiate;
    WebAssembly.instantiate = (...args) => instantiate(...args).then(keep);
    const streaming = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = (...args) => streaming(...args).then(keep);
    setInterval(() => memory && channel.postMessage(memory.buffer.byteLength), 100);
  }\\n\`;
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (object) =>
    createObjectURL(
      object instanceof Blob && object.type === 'text/javascript'
        ? new Blob([probe, object], { type: object.type })
        : object,
    );
})()`;

// Set up before the click, so the click's own time is taken in the page; resolves once part
// `next` is on the page. The live region shows a placeholder ("…writing…") until text arrives.
const watchPart = (next: number) => `new Promise((resolve) => {
  let clicked = 0;
  let first = 0;
  document.addEventListener('click', () => (clicked ||= performance.now()), { capture: true });
  const look = () => {
    if (!clicked) return;
    const live = document.querySelector('[aria-live="polite"][aria-busy] > p')?.textContent ?? '';
    if (!first && live && !/writing…$/i.test(live)) first = performance.now();
    if (!document.querySelector('article[aria-label="Part ${next}"]')) return;
    observer.disconnect();
    const done = performance.now();
    resolve({ firstSentenceMs: (first || done) - clicked, partMs: done - clicked });
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
})`;

interface PartTiming {
  firstSentenceMs: number;
  partMs: number;
}

async function timePart(page: Page, next: number, click: () => Promise<void>) {
  const timing = page.evaluate(watchPart(next)) as Promise<PartTiming>;
  await click();
  return timing;
}

// A model of one's own (the default one, mirrored) in place of the test model.
function readModel(path: string) {
  const bytes = readFileSync(path);
  return {
    path,
    bytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
const modelPath = readBenchOption('--model');
const model = modelPath ? readModel(resolve(modelPath)) : makeTestModel();
const dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-bench-on-device-'));
const stack = await startBuildStack(dist, dataDir, {
  OFFLINE_MODEL_URL: model.path,
  OFFLINE_MODEL_SHA256: model.sha256,
  OFFLINE_MODEL_NAME: modelPath ? 'Benchmarked model' : 'StoryCanvas test model',
  ...(modelPath ? {} : { OFFLINE_MODEL_LICENCE: 'MIT' }),
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu'],
});
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
try {
  const context = await browser.newContext({ baseURL: stack.info.url, serviceWorkers: 'allow' });
  await context.addInitScript(PROBE_WORKERS);
  const page = await context.newPage();
  await page.goto('/settings');
  const region = page.getByRole('region', { name: 'On-device storyteller' });
  await region.getByRole('button', { name: 'Download the model' }).click();
  await region.getByText(/is kept on this device/).waitFor({ timeout: 120_000 });
  await goOfflineUnderWorker(page, context);
  await walkWizardToCustomize(page, MAP_STORY);
  const before = readProcessTreeMemory(process.pid);
  let peak = before;
  const sampler = setInterval(() => {
    const now = readProcessTreeMemory(process.pid);
    peak = { largestBytes: Math.max(peak.largestBytes, now.largestBytes), totalBytes: 0 };
  }, 100);
  console.log(`load average ${loadavg()[0]?.toFixed(1)}; model ${model.bytes} bytes`);
  const opening = await timePart(page, 1, () =>
    page.getByRole('button', { name: 'Start story' }).click(),
  );
  console.log(
    `opening (loads the model): first sentence ${ms(opening.firstSentenceMs)}, whole part ${ms(opening.partMs)}`,
  );
  const timings: PartTiming[] = [];
  for (let choice = 1; choice <= choices; choice += 1) {
    const next = choice + 1;
    const timing = await timePart(page, next, () =>
      page.getByRole('group', { name: 'What happens next?' }).getByRole('button').first().click(),
    );
    const caption = await page
      .getByRole('article', { name: `Part ${next}` })
      .getByText(/wrote this part/)
      .innerText();
    timings.push(timing);
    console.log(
      `choice ${choice}: first sentence ${ms(timing.firstSentenceMs)}, whole part ${ms(timing.partMs)} (${caption})`,
    );
  }
  clearInterval(sampler);
  const sorted = timings.map((timing) => timing.firstSentenceMs).sort((a, b) => a - b);
  const writingMs = timings.reduce((sum, timing) => sum + timing.partMs, 0);
  const wasmBytes = (await page.evaluate('window.__benchWasmMemory()')) as number;
  console.log(
    `after a choice: median first sentence ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)}, ` +
      `${((timings.length * 60_000) / writingMs).toFixed(2)} parts a minute`,
  );
  console.log(
    `peak memory: wllama's worker ${mb(wasmBytes)} of WebAssembly memory; renderer ${mb(peak.largestBytes)} resident (${mb(before.largestBytes)} before the story)`,
  );
} finally {
  await browser.close();
  stack.child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
