// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSegment, StoryRequestError } from '@/features/create/data/generate-segment';
import type { DeviceWriterAsk } from '@/lib/device-story-writer';
import handleGenerateStory from '../../../../../supabase/functions/generate-story/handler.ts';
import {
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../../../../support/scripted-openai-server.ts';

/** Serves the real generate-story handler over HTTP, as the local stack's functions host does. */
async function serveFunction(
  env: Record<string, string>,
): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(`http://local${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
    });
    const response = await handleGenerateStory(request, env);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) Readable.fromWeb(response.body as never).pipe(res);
    else res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const input = { age: '7-9', genre: 'adventure', prompt: 'A map in the attic' } as const;
const aiSegment = {
  segment_text: 'Ana unfolded the map. It glowed.',
  choices: ['Follow it', 'Show Dad', 'Hide it'],
  image_prompt: 'An old map',
  is_end: false,
};

describe('generateSegment', () => {
  let provider: ScriptedOpenAiServer;
  let withProvider: { url: string; server: Server };
  let withoutProvider: { url: string; server: Server };

  beforeAll(async () => {
    provider = await startScriptedOpenAiServer();
    withProvider = await serveFunction({
      AI_BASE_URL: provider.baseUrl,
      AI_MODEL: 'scripted-model',
    });
    withoutProvider = await serveFunction({});
  });
  afterAll(async () => {
    await provider.close();
    withProvider.server.close();
    withoutProvider.server.close();
  });

  it('streams an AI segment through the function a whole sentence at a time, as the safety gate releases it', async () => {
    provider.enqueue({ kind: 'stream', content: JSON.stringify(aiSegment), splitEvery: 4 });
    const shown: string[] = [];
    const segment = await generateSegment(input, {
      online: true,
      endpoint: { supabaseUrl: withProvider.url, anonKey: 'anon' },
      onText: (text) => shown.push(text),
    });
    expect(segment).toMatchObject({ ...aiSegment, source: 'ai', model_used: 'scripted-model' });
    expect(shown).toEqual(['Ana unfolded the map. ', aiSegment.segment_text]);
  });

  it('gets the storyteller from the function when the server has no provider', async () => {
    const segment = await generateSegment(input, {
      online: true,
      endpoint: { supabaseUrl: withoutProvider.url, anonKey: 'anon' },
    });
    expect(segment.source).toBe('storyteller');
    expect(segment.choices).toHaveLength(3);
  });

  it('gets the storyteller’s part from the function when the provider fails twice, saying why', async () => {
    const failure = { kind: 'status', status: 500, body: '{}' } as const;
    provider.enqueue(failure, failure);
    const shown: string[] = [];
    const segment = await generateSegment(input, {
      online: true,
      endpoint: { supabaseUrl: withProvider.url, anonKey: 'anon' },
      onText: (text) => shown.push(text),
    });
    expect(segment.source).toBe('storyteller');
    expect(segment.fallbackReason).toBe('The AI provider answered 500: {}');
    expect(segment).not.toHaveProperty('fallback_reason');
    expect(shown.at(-1)).toBe(segment.segment_text);
  });

  it('writes offline with the storyteller and never calls the network', async () => {
    const before = provider.requests.length;
    const segment = await generateSegment(input, {
      online: false,
      endpoint: { supabaseUrl: 'http://127.0.0.1:9', anonKey: 'anon' },
    });
    expect(segment.source).toBe('storyteller');
    expect(provider.requests.length).toBe(before);
  });

  it('lets the model the reader chose on this device write online, with or without an AI service, and asks the AI service when none was chosen', async () => {
    const deviceWriter = async () => ({
      name: 'Pocket model',
      write: async () => ({ ...aiSegment, model_used: 'Pocket model' }),
    });
    const noAiService = { images: false, narration: false, stories: false };
    const written = await generateSegment(input, {
      online: true,
      // Unreachable: asking the server would end in the storyteller's part with a reason.
      endpoint: { supabaseUrl: 'http://127.0.0.1:9', anonKey: 'anon', features: noAiService },
      findDeviceWriter: deviceWriter,
    });
    expect(written).toMatchObject({ source: 'device', deviceModel: 'Pocket model' });
    expect(written.fallbackReason).toBeUndefined();

    const withAiService = {
      supabaseUrl: withProvider.url,
      anonKey: 'anon',
      features: { ...noAiService, stories: true },
    };
    const asked = provider.requests.length;
    const chosen = await generateSegment(input, {
      online: true,
      endpoint: withAiService,
      findDeviceWriter: deviceWriter,
    });
    expect(chosen).toMatchObject({ source: 'device', deviceModel: 'Pocket model' });
    expect(provider.requests.length).toBe(asked);

    // Not chosen, or switched off for this story: the finder has no writer, and the AI service writes.
    provider.enqueue({ kind: 'stream', content: JSON.stringify(aiSegment) });
    const served = await generateSegment(input, {
      online: true,
      endpoint: withAiService,
      findDeviceWriter: async () => null,
    });
    expect(served).toMatchObject({ source: 'ai', model_used: 'scripted-model' });
    expect(provider.requests.length).toBe(asked + 1);
  });

  it('has the downloaded model write where no AI service is reachable (offline, or none on the stack), and the AI service where one is', async () => {
    const storyId = '7d6c1f0e-2b1a-4c3d-9e8f-0a1b2c3d4e5f';
    const asks: DeviceWriterAsk[] = [];
    // The model kept on this device, not chosen in Settings: it writes only when no AI service would.
    const findDeviceWriter = async (ask: DeviceWriterAsk = {}) => {
      asks.push(ask);
      if (ask.aiServiceReachable) return null;
      return {
        name: 'Pocket model',
        write: async () => ({ ...aiSegment, model_used: 'Pocket model' }),
      };
    };
    const features = { images: false, narration: false, stories: true };
    const before = provider.requests.length;
    const offline = await generateSegment(
      { ...input, story_id: storyId },
      {
        online: false,
        endpoint: { supabaseUrl: withProvider.url, anonKey: 'anon', features },
        findDeviceWriter,
      },
    );
    expect(offline).toMatchObject({ source: 'device', deviceModel: 'Pocket model' });
    const noAiService = await generateSegment(input, {
      online: true,
      endpoint: {
        supabaseUrl: withoutProvider.url,
        anonKey: 'anon',
        features: { ...features, stories: false },
      },
      findDeviceWriter,
    });
    expect(noAiService).toMatchObject({ source: 'device', deviceModel: 'Pocket model' });
    expect(provider.requests.length).toBe(before);

    provider.enqueue({ kind: 'stream', content: JSON.stringify(aiSegment) });
    const served = await generateSegment(input, {
      online: true,
      endpoint: { supabaseUrl: withProvider.url, anonKey: 'anon', features },
      findDeviceWriter,
    });
    expect(served).toMatchObject({ source: 'ai', model_used: 'scripted-model' });
    expect(asks).toEqual([
      { storyId, aiServiceReachable: false },
      { storyId: undefined, aiServiceReachable: false },
      { storyId: undefined, aiServiceReachable: true },
    ]);
  });

  it('lets the storyteller write, saying why, when this device’s model cannot run, and stops at a cancel', async () => {
    const failing = async () => ({
      name: 'Pocket model',
      write: async () => {
        throw new Error('the model could not be loaded: out of memory');
      },
    });
    const segment = await generateSegment(input, {
      online: false,
      endpoint: null,
      findDeviceWriter: failing,
    });
    expect(segment.source).toBe('storyteller');
    expect(segment.segment_text.length).toBeGreaterThan(20);
    expect(segment.fallbackReason).toBe(
      "this device's model could not run: the model could not be loaded: out of memory",
    );

    const cancel = new AbortController();
    cancel.abort();
    await expect(
      generateSegment(input, {
        online: false,
        endpoint: null,
        signal: cancel.signal,
        findDeviceWriter: async () => ({
          name: 'Pocket model',
          write: async (_request, _listener, signal) => {
            signal?.throwIfAborted();
            throw new Error('unreachable');
          },
        }),
      }),
    ).rejects.toThrow();
  });

  it('falls back when the service cannot be reached at all', async () => {
    const segment = await generateSegment(input, {
      online: true,
      endpoint: { supabaseUrl: 'http://127.0.0.1:9', anonKey: 'anon' },
    });
    expect(segment.source).toBe('storyteller');
    expect(segment.fallbackReason).toBeTruthy();
  });

  it('reports bad input instead of hiding it behind the fallback', async () => {
    await expect(
      generateSegment(
        { ...input, prompt: 'x'.repeat(2001) },
        { online: true, endpoint: { supabaseUrl: withoutProvider.url, anonKey: 'anon' } },
      ),
    ).rejects.toThrow(StoryRequestError);
    await expect(
      generateSegment({ ...input, prompt: 'x'.repeat(2001) }, { online: false, endpoint: null }),
    ).rejects.toThrow('prompt must be 2000 characters or fewer');
  });
  it('refuses a child’s unsafe own choice on the device at once, naming the field, online or offline', async () => {
    const before = provider.requests.length;
    for (const online of [true, false]) {
      const refused = generateSegment(
        { ...input, age: '4-6', choice: 'k1ll the fox' },
        { online, endpoint: { supabaseUrl: withProvider.url, anonKey: 'anon' } },
      );
      await expect(refused).rejects.toMatchObject({ name: 'StoryRequestError', field: 'choice' });
      await expect(refused).rejects.toThrow(
        /^Your own choice has words we keep out of stories for readers aged 4–6\./,
      );
    }
    expect(provider.requests.length).toBe(before);
  });
});
