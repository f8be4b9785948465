// generate-story on the local stack when the paid AI provider fails: a server error, a stream of
// garbage, a provider that never answers. After its one retry the function answers with the
// built-in storyteller's part (through the same safety gate) in the shape the app reads, streamed
// or not, and never with an error the reader would see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import handleGenerateStory from '../../supabase/functions/generate-story/handler.ts';
import { checkText } from '../../supabase/functions/_shared/safety/index.ts';
import {
  parseStoryRequest,
  STORYTELLER_MODEL,
  type StoryRequestInput,
} from '../../supabase/functions/_shared/story-engine/index.ts';
import { tellStorySegment } from '../../supabase/functions/_shared/story-engine/storyteller/index.ts';
import type { ScriptedAnswer, ScriptedOpenAiServer } from '../support/scripted-openai-server.ts';
import { startStoryProvider } from './support/start-story-provider.ts';
import {
  collectEvents as collect,
  postGenerateStory as post,
} from './support/generate-story-request.ts';
import { signUpTestUser, type TestUser } from './support/test-users.ts';

const busy: ScriptedAnswer = { kind: 'status', status: 500, body: '{"error":{"message":"busy"}}' };
const gentleAnswer = {
  segment_text: 'Zora ran up the hill. Her red kite danced high above the grass.',
  choices: ['Pull the string', 'Call a friend', 'Sit and watch'],
  image_prompt: 'A girl flying a red kite on a windy hill',
  is_end: false,
};
/** A stream that starts well, then sends bytes that are not an event at all. */
const garbageStream = [
  `data: ${JSON.stringify({ choices: [{ delta: { content: '{"segment_text":"Zora climbed the windy hill. ' } }] })}`,
  '',
  'data: <html><body>502 Bad Gateway</body></html>',
  '',
  '',
].join('\n');

/** What the built-in storyteller tells for this request, exactly as the device would tell it. */
function storytellerPart(body: StoryRequestInput) {
  const parsed = parseStoryRequest(body);
  if (!parsed.ok) throw new Error(parsed.message);
  return tellStorySegment(parsed.request, checkText);
}

describe('generate-story falls back to the built-in storyteller when the provider fails', () => {
  let provider: ScriptedOpenAiServer;
  let reader: TestUser;
  let env: Record<string, string>;
  const storyBody = (age: StoryRequestInput['age']): StoryRequestInput => ({
    age,
    genre: 'adventure',
    prompt: 'A brave girl named Zora looks for her lost kite on a windy hill',
    history: ['Zora lived near the windy hill. More than anything, she wanted to find the kite.'],
    choice: 'Cross the rope bridge',
    path: [],
  });

  beforeAll(async () => {
    ({ provider, env } = await startStoryProvider({ AI_TIMEOUT_MS: '400' }));
    reader = await signUpTestUser('story-provider-fallback');
  });
  afterAll(() => provider.close());

  it.each([
    ['answers 500 twice', [busy, busy]],
    ['sends a stream of garbage twice', [garbageStream, garbageStream]],
    ['never answers, twice', [{ kind: 'hang' }, { kind: 'hang' }]],
    ['answers 500, then garbage', [busy, garbageStream]],
  ] as [string, (ScriptedAnswer | string)[]][])(
    'streams the storyteller’s part when the provider %s',
    async (_, answers) => {
      provider.enqueue(
        ...answers.map((answer) =>
          typeof answer === 'string' ? { kind: 'raw' as const, body: answer } : answer,
        ),
      );
      const before = provider.requests.length;
      const body = storyBody('4-6');
      const response = await handleGenerateStory(post(reader.accessToken, body), env);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/event-stream');
      const events = await collect(response);

      expect(provider.requests.length - before).toBe(2);
      expect(events.map((event) => event.event)).not.toContain('error');
      const segment = events.at(-1);
      expect(segment?.event).toBe('segment');
      const expected = storytellerPart(body);
      expect(segment?.data).toMatchObject({ ...expected, model_used: STORYTELLER_MODEL });
      expect(String(segment?.data.fallback_reason)).toMatch(/AI provider/);
      expect(String(segment?.data.segment_text)).toContain('Zora');
      expect(String(segment?.data.segment_text)).toContain('rope bridge');
      expect(segment?.data.choices).toHaveLength(3);

      // What the reader's screen shows after the last restart is the storyteller's text, gated.
      const lastRestart = events.map((event) => event.event).lastIndexOf('restart');
      const shown = events
        .slice(lastRestart + 1)
        .filter((event) => event.event === 'delta')
        .map((event) => String(event.data.text))
        .join('');
      expect(shown).toBe(expected.segment_text);
      for (const text of [shown, ...expected.choices]) expect(checkText(text, '4-6').ok).toBe(true);
    },
  );

  it('throws away the half-streamed text of a broken stream before the storyteller writes', async () => {
    provider.enqueue({ kind: 'raw', body: garbageStream }, { kind: 'raw', body: garbageStream });
    const events = await collect(
      await handleGenerateStory(post(reader.accessToken, storyBody('7-9')), env),
    );
    const kinds = events.map((event) => event.event);
    const firstDelta = kinds.indexOf('delta');
    const lastRestart = kinds.lastIndexOf('restart');
    expect(firstDelta).toBeGreaterThanOrEqual(0);
    expect(String(events[firstDelta]?.data.text)).toContain('Zora climbed the windy hill.');
    expect(lastRestart).toBeGreaterThan(firstDelta);
    expect(events.at(-1)?.data.model_used).toBe(STORYTELLER_MODEL);
  });

  it('answers the storyteller’s part as JSON, in the same shape, when the app does not stream', async () => {
    provider.enqueue(busy, busy);
    const body = storyBody('7-9');
    const request = post(reader.accessToken, body);
    request.headers.set('Accept', 'application/json');
    const response = await handleGenerateStory(request, env);
    expect(response.status).toBe(200);
    const segment = (await response.json()) as Record<string, unknown>;
    expect(segment).toMatchObject({ ...storytellerPart(body), model_used: STORYTELLER_MODEL });
    expect(String(segment.fallback_reason)).toContain('500');
  });

  it('uses the provider’s answer when its retry succeeds, with no storyteller', async () => {
    provider.enqueue(busy, { kind: 'stream', content: JSON.stringify(gentleAnswer) });
    const events = await collect(
      await handleGenerateStory(post(reader.accessToken, storyBody('7-9')), env),
    );
    const segment = events.at(-1);
    expect(segment?.event).toBe('segment');
    expect(segment?.data).toMatchObject({ ...gentleAnswer, model_used: 'scripted-model' });
    expect(segment?.data.fallback_reason).toBeUndefined();
  });
});
