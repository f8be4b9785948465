// @vitest-environment node
// The on-device writer's contract with the model (wllama's chat completion in its worker): what it
// asks (the story's own messages, the bounded schema, a token limit), how the answer is read
// (through the reader's safety gate, sentence by sentence), and when the storyteller writes instead
// (refused twice, unparsable twice, not readable English twice, past the time limit), and that a
// cancel stops it at once.
import { describe, expect, it } from 'vitest';
import {
  buildStoryMessages,
  parseStoryRequest,
  STORYTELLER_MODEL,
  type StoryRequestInput,
} from '@shared/story-engine/index.ts';
import { writeWithModel } from '@/features/on-device-model/data/write-on-device';
import type {
  DeviceCompletion,
  DeviceModel,
} from '@/features/on-device-model/data/stream-device-answer';

function requestFor(input: Partial<StoryRequestInput> = {}) {
  const parsed = parseStoryRequest({
    age: '4-6',
    genre: 'adventure',
    prompt: 'A girl who finds a map in her attic',
    ...input,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
}

const GOOD = JSON.stringify({
  segment_text: 'Maya found a map. It showed a hill with a tree. She smiled.',
  choices: ['Climb the hill', 'Ask Grandma', 'Look under the bed'],
  image_prompt: 'A girl with an old map in a sunny attic',
  is_end: false,
});
const UNSAFE = JSON.stringify({
  segment_text: 'Maya found a map. Then she grabbed a knife and stabbed the man.',
  choices: ['Run', 'Hide', 'Shout'],
  image_prompt: 'A girl in an attic',
  is_end: false,
});

/** Made-up words from its first sentence on, as a small model that has lost its way writes. */
const GIBBERISH = JSON.stringify({
  segment_text: 'Maya found a map. Blorvik snazzle quimbet trondo vessik. Plarn the glorbit.',
  choices: ['Climb the hill', 'Ask Grandma', 'Look under the bed'],
  image_prompt: 'A girl with an old map in a sunny attic',
  is_end: false,
});

/** A model that answers each completion with the next of `answers`, a few characters at a time. */
function scriptedModel(answers: string[], overrides: Partial<DeviceModel> = {}) {
  const asked: DeviceCompletion[] = [];
  const model: DeviceModel = {
    name: 'Test model',
    contextTokens: 4096,
    timeLimitMs: 10_000,
    countTokens: (messages) => messages.reduce((sum, m) => sum + m.content.length, 0),
    complete: async (completion) => {
      asked.push({ ...completion, messages: [...completion.messages] });
      const answer = answers[asked.length - 1] ?? '';
      return (async function* () {
        for (let at = 0; at < answer.length; at += 7) {
          if (completion.abortSignal.aborted) return;
          yield { choices: [{ delta: { content: answer.slice(at, at + 7) } }] };
        }
      })();
    },
    ...overrides,
  };
  return { model, asked };
}

// The storyteller's NLP library loads on the first fallback, which takes seconds on a busy machine.
describe('writing a part with the on-device model', { timeout: 30_000 }, () => {
  it('asks with the story’s own messages and the bounded schema, and streams the sentences the gate passes', async () => {
    const request = requestFor();
    const { model, asked } = scriptedModel([GOOD]);
    const heard: string[] = [];
    const segment = await writeWithModel(model, request, { onText: (text) => heard.push(text) });

    expect(asked).toHaveLength(1);
    expect(asked[0]?.messages).toEqual(buildStoryMessages(request));
    const { schema } = asked[0]!.response_format.json_schema;
    expect(schema.properties.choices).toMatchObject({ minItems: 3, maxItems: 3 });
    expect(schema.properties.is_end).toEqual({ type: 'boolean', const: false });
    expect(asked[0]?.max_tokens).toBeGreaterThan(schema.properties.segment_text.maxLength);
    expect(segment).toMatchObject({
      segment_text: 'Maya found a map. It showed a hill with a tree. She smiled.',
      choices: ['Climb the hill', 'Ask Grandma', 'Look under the bed'],
      model_used: 'Test model',
    });
    expect(segment.fallback_reason).toBeUndefined();
    expect(heard.join('')).toBe(segment.segment_text);
  });

  it('asks an ending for no choices', async () => {
    const { model, asked } = scriptedModel([
      JSON.stringify({
        segment_text: 'Maya went home. The end.',
        choices: [],
        image_prompt: 'A girl at home',
        is_end: true,
      }),
    ]);
    const segment = await writeWithModel(model, requestFor({ finish: true }), {});
    const { schema } = asked[0]!.response_format.json_schema;
    expect(schema.properties.choices).toMatchObject({ minItems: 0, maxItems: 0 });
    expect(schema.properties.is_end).toEqual({ type: 'boolean', const: true });
    expect(segment).toMatchObject({ is_end: true, choices: [], model_used: 'Test model' });
  });

  it('cuts an answer at the sentence the gate refuses, asks once more, then lets the storyteller write', async () => {
    const { model, asked } = scriptedModel([UNSAFE, UNSAFE]);
    const heard: string[] = [];
    let restarts = 0;
    const segment = await writeWithModel(model, requestFor(), {
      onText: (text) => heard.push(text),
      onRestart: () => (restarts += 1),
    });
    expect(asked).toHaveLength(2);
    expect(asked[1]?.messages.at(-1)?.content).toMatch(/^Your previous answer could not be used/);
    expect(segment.model_used).toBe(STORYTELLER_MODEL);
    expect(segment.fallback_reason).toBeUndefined();
    expect(heard.join('')).not.toMatch(/knife|stabbed/);
    expect(heard.at(-1)).toBe(segment.segment_text);
    expect(restarts).toBe(2);
  });

  it('keeps a good second answer after a refused first one', async () => {
    const { model } = scriptedModel([UNSAFE, GOOD]);
    const segment = await writeWithModel(model, requestFor(), {});
    expect(segment.model_used).toBe('Test model');
    expect(segment.segment_text).toContain('Maya found a map.');
  });

  it('cuts an answer at the first sentence that is not readable English, and lets the storyteller write when the second is not either', async () => {
    const { model, asked } = scriptedModel([GIBBERISH, GIBBERISH]);
    const heard: string[] = [];
    const segment = await writeWithModel(model, requestFor(), {
      onText: (text) => heard.push(text),
    });
    expect(asked).toHaveLength(2);
    expect(asked[1]?.messages.at(-1)?.content).toContain('it was not readable English');
    expect(heard.join('')).not.toMatch(/blorvik|snazzle|glorbit/i);
    expect(segment.model_used).toBe(STORYTELLER_MODEL);
    expect(segment.fallback_reason).toBe(
      'this device\'s model\'s answer could not be used: it was not readable English: 5 of 5 words ("blorvik", "snazzle", "quimbet") are in no dictionary',
    );
  });

  it('keeps a readable second answer after an unreadable first one', async () => {
    const { model } = scriptedModel([GIBBERISH, GOOD]);
    const segment = await writeWithModel(model, requestFor(), {});
    expect(segment).toMatchObject({
      model_used: 'Test model',
      segment_text: 'Maya found a map. It showed a hill with a tree. She smiled.',
    });
  });

  it('lets the storyteller write, saying why, when the model’s answers do not parse', async () => {
    const { model } = scriptedModel(['{"segment_text": "Maya ran', 'not json at all']);
    const segment = await writeWithModel(model, requestFor(), {});
    expect(segment.model_used).toBe(STORYTELLER_MODEL);
    expect(segment.fallback_reason).toMatch(/^this device's model's answer could not be used: /);
    expect(segment.segment_text).toContain('the map');
  });

  it('gives up on a model past its time limit and does not ask it again', async () => {
    const slow: DeviceModel['complete'] = async ({ abortSignal }) =>
      (async function* () {
        while (!abortSignal.aborted) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          yield { choices: [{ delta: { content: ' word' } }] };
        }
      })();
    let calls = 0;
    const { model } = scriptedModel([], {
      timeLimitMs: 100,
      complete: (completion) => {
        calls += 1;
        return slow(completion);
      },
    });
    const segment = await writeWithModel(model, requestFor(), {});
    expect(calls).toBe(1);
    expect(segment.model_used).toBe(STORYTELLER_MODEL);
    expect(segment.fallback_reason).toMatch(/^this device's model took longer than/);
  });

  it('stops at once when the reader cancels, with no storyteller part', async () => {
    const controller = new AbortController();
    const { model } = scriptedModel([GOOD], {
      complete: async ({ abortSignal }) =>
        (async function* () {
          controller.abort();
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (!abortSignal.aborted) yield { choices: [{ delta: { content: GOOD } }] };
        })(),
    });
    await expect(writeWithModel(model, requestFor(), {}, controller.signal)).rejects.toThrow(
      /abort/i,
    );
  });

  it('drops the oldest parts of the story so far until the prompt fits beside the answer', async () => {
    const history = ['First part. '.repeat(40), 'Second part. '.repeat(40), 'Third part.'];
    const request = requestFor({ history });
    const sizeWith = (kept: string[]) =>
      buildStoryMessages({ ...request, history: kept }).reduce(
        (sum, message) => sum + message.content.length,
        0,
      );
    const { model, asked } = scriptedModel([GOOD, GOOD]);
    model.contextTokens = 100_000;
    await writeWithModel(model, request, {});
    expect(asked[0]?.messages).toEqual(buildStoryMessages(request));
    model.contextTokens = asked[0]!.max_tokens + sizeWith(history.slice(1));
    await writeWithModel(model, request, {});
    expect(asked[1]?.messages).toEqual(
      buildStoryMessages({ ...request, history: history.slice(1) }),
    );
  });
});
