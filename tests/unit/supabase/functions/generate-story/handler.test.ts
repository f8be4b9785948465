// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import handleGenerateStory from '../../../../../supabase/functions/generate-story/handler.ts';
import { readSseEvents } from '@shared/story-engine/read-sse-events.ts';
import { STORYTELLER_MODEL } from '@shared/story-engine/storyteller/index.ts';
import {
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../../../../support/scripted-openai-server.ts';

const request = {
  age: '7-9',
  genre: 'fantasy-magic',
  prompt: 'A dragon who bakes bread',
  history: [],
  choice: '',
};
const aiSegment = {
  segment_text:
    'Émile the dragon opened his bakery — the ovens glowed “warm” and bright. 🐉 He sniffed the air.',
  choices: ['Bake a giant loaf', 'Invite the villagers', 'Look for the lost recipe'],
  image_prompt: 'A friendly dragon in a cosy bakery',
  is_end: false,
};

function post(body: unknown, accept = 'application/json'): Request {
  return new Request('http://local/functions/v1/generate-story', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: accept },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function collect(response: Response) {
  const events: { event: string; data: Record<string, unknown> }[] = [];
  for await (const event of readSseEvents(response.body as ReadableStream<Uint8Array>)) {
    events.push({ event: event.event, data: JSON.parse(event.data) as Record<string, unknown> });
  }
  return events;
}

describe('generate-story', () => {
  let provider: ScriptedOpenAiServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    provider = await startScriptedOpenAiServer();
    env = { AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'sk-test', AI_MODEL: 'scripted-model' };
  });
  afterAll(() => provider.close());

  it('answers 400 naming the field for bad input', async () => {
    for (const [body, field] of [
      [{ genre: 'mystery' }, 'age'],
      [{ age: '4-6' }, 'genre'],
      [{ age: '4-6', genre: 'westerns' }, 'genre'],
      [{ age: '4-6', genre: 'mystery', prompt: 'p'.repeat(2001) }, 'prompt'],
    ] as const) {
      const response = await handleGenerateStory(post(body), {});
      expect(response.status).toBe(400);
      const json = (await response.json()) as { error: string; field: string };
      expect(json.field).toBe(field);
      expect(json.error).toContain(field);
    }
    const malformed = await handleGenerateStory(post('{"age":'), {});
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'The request body must be valid JSON' });
  });

  it('uses the built-in storyteller when no provider is configured', async () => {
    const response = await handleGenerateStory(post(request), {});
    expect(response.status).toBe(200);
    const segment = (await response.json()) as { model_used: string; choices: string[] };
    expect(segment.model_used).toBe('storycanvas-storyteller');
    expect(segment.choices).toHaveLength(3);
  });

  it('streams the sentences as the model writes them, even when a chunk splits a multi-byte character', async () => {
    provider.enqueue({
      kind: 'stream',
      content: JSON.stringify(aiSegment),
      splitEvery: 5,
      splitBytes: true,
    });
    const response = await handleGenerateStory(post(request, 'text/event-stream'), env);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream');
    const events = await collect(response);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.map((event) => event.data.text)).toEqual([
      'Émile the dragon opened his bakery — the ovens glowed “warm” and bright. ',
      '🐉 He sniffed the air.',
    ]);
    expect(events.at(-1)).toEqual({
      event: 'segment',
      data: { ...aiSegment, model_used: 'scripted-model' },
    });
    const sent = provider.requests.at(-1);
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.body).toMatchObject({ model: 'scripted-model', stream: true });
  });

  it('repairs a malformed answer and retries one it cannot repair', async () => {
    provider.enqueue({
      kind: 'stream',
      content: `Sure! \`\`\`json\n${JSON.stringify(aiSegment).replace(/]/, ',]')}\n\`\`\``,
    });
    const repaired = await handleGenerateStory(post(request), env);
    expect(await repaired.json()).toMatchObject({
      segment_text: aiSegment.segment_text,
      model_used: 'scripted-model',
    });

    provider.enqueue(
      { kind: 'stream', content: 'Once upon a time, with no JSON at all.' },
      { kind: 'stream', content: JSON.stringify(aiSegment) },
    );
    const before = provider.requests.length;
    const retried = await handleGenerateStory(post(request, 'text/event-stream'), env);
    const events = await collect(retried);
    expect(provider.requests.length - before).toBe(2);
    expect(events.some((event) => event.event === 'restart')).toBe(true);
    expect(events.at(-1)?.event).toBe('segment');
  });

  it('retries an answer that breaks the safety rules for the age, then answers with the storyteller’s part', async () => {
    const unsafe = JSON.stringify({
      ...aiSegment,
      segment_text: 'The knight killed the dragon and there was blood.',
    });
    provider.enqueue({ kind: 'stream', content: unsafe }, { kind: 'stream', content: unsafe });
    const response = await handleGenerateStory(post({ ...request, age: '4-6' }), env);
    expect(response.status).toBe(200);
    const segment = (await response.json()) as { segment_text: string; model_used: string };
    expect(segment.model_used).toBe(STORYTELLER_MODEL);
    expect(segment.segment_text).not.toMatch(/killed|blood/);
  });

  it('answers the storyteller’s part, saying why, when the provider still fails on its retry', async () => {
    const overloaded = {
      kind: 'status',
      status: 503,
      body: '{"error":{"message":"overloaded"}}',
    } as const;
    provider.enqueue(overloaded, overloaded);
    const before = provider.requests.length;
    const response = await handleGenerateStory(post(request), env);
    expect(response.status).toBe(200);
    expect(provider.requests.length - before).toBe(2);
    const segment = (await response.json()) as { model_used: string; fallback_reason: string };
    expect(segment.model_used).toBe(STORYTELLER_MODEL);
    expect(segment.fallback_reason).toContain('The AI provider answered 503');
  });
});
