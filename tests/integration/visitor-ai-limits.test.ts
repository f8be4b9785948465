// A self-hoster sets visitors' daily AI parts with VISITOR_AI_DAILY_DEVICE and
// VISITOR_AI_DAILY_ADDRESS: `npm start`'s configuration checks them and hands them to the functions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../server/config.ts';
import { startStack, type RunningStack } from '../../server/start-stack.ts';
import {
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts';
import { GENTLE_PART } from './support/generate-story-request.ts';
import { streamEveryChat } from './support/start-story-provider.ts';

describe('visitors’ daily AI limits set for npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storycanvas-visitor-limits-'));
  let provider: ScriptedOpenAiServer;
  let stack: RunningStack;
  // Each visit asks for a new idea in plain words: a random hex id read through the safety gate's
  // look-alike spellings ("a55", "5h17") is sometimes refused, about one prompt in eighty.
  const PLACES = ['the seaside', 'the zoo', 'the farm', 'the library', 'the park', 'the moon'];
  let visits = 0;
  const nextIdea = () => `A visit to ${PLACES[visits++ % PLACES.length]} with a friendly duck`;

  const visit = (device: string) =>
    fetch(`${stack.url}/functions/v1/generate-story`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${stack.anonKey}`,
        'Content-Type': 'application/json',
        'X-Visitor-Id': device,
      },
      body: JSON.stringify({
        age: '7-9',
        genre: 'adventure',
        prompt: nextIdea(),
        history: [],
        choice: '',
      }),
    });

  beforeAll(async () => {
    provider = await startScriptedOpenAiServer(streamEveryChat(GENTLE_PART));
    stack = await startStack(
      readServerConfig({
        PORT: '0',
        DATA_DIR: dataDir,
        DIST_DIR: join(dataDir, 'no-dist'),
        AI_BASE_URL: provider.baseUrl,
        AI_API_KEY: 'sk-scripted',
        AI_MODEL: 'scripted-model',
        VISITOR_AI_DAILY_DEVICE: '2',
        VISITOR_AI_DAILY_ADDRESS: '3',
      }),
    );
  });
  afterAll(async () => {
    await stack?.stop();
    await provider?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a device gets its two parts a day, then the address its third, then the sign-in message', async () => {
    const device = `device-${crypto.randomUUID()}`;
    expect((await visit(device)).status).toBe(200);
    expect((await visit(device)).status).toBe(200);
    const deviceRefused = await visit(device);
    expect(deviceRefused.status).toBe(429);
    expect(await deviceRefused.json()).toMatchObject({ code: 'visitor_limit_reached' });

    expect((await visit(`device-${crypto.randomUUID()}`)).status).toBe(200);
    expect((await visit(`device-${crypto.randomUUID()}`)).status).toBe(429);
  });

  it.each(['0', '-3', 'lots', '2.5'])('refuses %s as a limit, naming the setting', (value) => {
    expect(() => readServerConfig({ VISITOR_AI_DAILY_DEVICE: value })).toThrow(
      /VISITOR_AI_DAILY_DEVICE/,
    );
    expect(() => readServerConfig({ VISITOR_AI_DAILY_ADDRESS: value })).toThrow(
      /VISITOR_AI_DAILY_ADDRESS/,
    );
  });
});
