// The real @wllama/wllama with the test model the stack serves: in Chromium (the headless shell the
// browser tests use), since Node 20 cannot compile wllama.wasm (offline-model-download.test.ts says
// why). The page fetches the model from the stack's /models/, checks it against the SHA-256
// /api/config names, loads it in wllama's worker and answers a story request as the app asks it: the
// story's messages, the bounded schema held by llama.cpp's grammar and its token limit. The answer
// must parse as a part with three choices, written in the model's own words, so the grammar, the
// schema and the engine agree with the story contract without the app around them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_MODEL_SENTENCE } from '../../scripts/test-model/test-model-words.ts';
import {
  boundedAnswerTokens,
  boundedSegmentSchema,
} from '../../supabase/functions/_shared/story-engine/bounded-segment-schema.ts';
import { buildStoryMessages } from '../../supabase/functions/_shared/story-engine/build-story-messages.ts';
import { parseStorySegment } from '../../supabase/functions/_shared/story-engine/parse-story-segment.ts';
import { mapStoryRequest } from '../../scripts/test-model/map-story-request.ts';

const stack = inject('stack');
const ENGINE_DIR = join(import.meta.dirname, '../../node_modules/@wllama/wllama/esm');

const request = mapStoryRequest();
const schema = boundedSegmentSchema(request);
const completion = {
  messages: buildStoryMessages(request),
  response_format: { type: 'json_schema', json_schema: schema },
  max_tokens: boundedAnswerTokens(schema),
  temperature: 0.9,
};

// Sent as text: the functions tsx compiles name a helper the page does not have.
const WRITE_IN_PAGE = `(async ({ completion }) => {
  const config = await (await fetch('/api/config')).json();
  const bytes = await (await fetch(config.offlineModel.url)).arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const sha256 = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  if (sha256 !== config.offlineModel.sha256) return { sha256 };
  const { Wllama } = await import('/engine/index.js');
  const quiet = { debug: () => {}, log: () => {}, warn: () => {}, error: () => {} };
  const wllama = new Wllama({ default: '/engine/wasm/wllama.wasm' }, { logger: quiet });
  await wllama.loadModel([new Blob([bytes])], { n_ctx: 4096 });
  const answer = (await wllama.createChatCompletion(completion)).choices[0].message.content;
  await wllama.exit();
  return { sha256, answer };
})`;

describe('the real wllama with the stack’s test model', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads the model the stack serves, checked by its hash, and answers a story request with a part that parses', async () => {
    const page = await browser.newPage();
    // The engine's files come from the package, at the stack's origin; the model, from the stack.
    await page.route(`${stack.url}/engine/**`, (route) => {
      const path = new URL(route.request().url()).pathname.slice('/engine/'.length);
      if (!path) return route.fulfill({ contentType: 'text/html', body: '<!doctype html>' });
      const type = path.endsWith('.wasm') ? 'application/wasm' : 'text/javascript';
      return route.fulfill({ contentType: type, body: readFileSync(join(ENGINE_DIR, path)) });
    });
    await page.goto(`${stack.url}/engine/`);
    const written = (await page.evaluate(
      `${WRITE_IN_PAGE}(${JSON.stringify({ completion })})`,
    )) as {
      sha256: string;
      answer?: string;
    };
    await page.close();
    expect(written.sha256).toBe(stack.offlineModel.sha256);
    const segment = parseStorySegment(written.answer ?? '');
    expect(segment.ok, written.answer).toBe(true);
    if (!segment.ok) return;
    expect(segment.segment.choices).toHaveLength(3);
    expect(segment.segment.is_end).toBe(false);
    // The test model writes its one sentence over and over: every word is the model's own.
    const words = segment.segment.segment_text.toLowerCase().match(/[a-z]+/g) ?? [];
    expect(words.length).toBeGreaterThan(5);
    expect(words.filter((word) => !TEST_MODEL_SENTENCE.includes(word))).toEqual([]);
  }, 180_000);
});
