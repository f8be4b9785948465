// generate-story on the local stack as the browser calls it when streaming: a signed-in reader, a
// scripted OpenAI-compatible provider, the function's env, and every server-sent event read back.
import { afterAll, beforeAll, expect } from 'vitest';
import handleGenerateStory from '../../../supabase/functions/generate-story/handler.ts';
import { readSseEvents } from '../../../supabase/functions/_shared/story-engine/read-sse-events.ts';
import type { ScriptedMedia, ScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { startStoryProvider } from './start-story-provider.ts';
import { signUpTestUser, type TestUser } from './test-users.ts';

/** A part any reader may read, as a provider answers it. */
export const GENTLE_PART = {
  segment_text: 'The fox walked into the wood. A kind owl waved hello from a branch.',
  choices: ['Wave back', 'Climb up', 'Ask the way'],
  image_prompt: 'A fox and an owl in a sunny wood',
  is_end: false,
};

/** A part fit for a teen and kept from younger readers. */
export const SWORD_FIGHT_PART = {
  segment_text:
    'The two knights raised their swords and began a fierce sword fight on the bridge. Steel rang as they fought.',
  choices: ['Parry', 'Retreat', 'Call a truce'],
  image_prompt: 'Two knights in a sword fight on a stone bridge',
  is_end: false,
};

export interface StoryEvent {
  event: string;
  data: Record<string, unknown>;
}

export function postGenerateStory(
  token: string,
  body: unknown,
  accept = 'text/event-stream',
): Request {
  return new Request('http://local/functions/v1/generate-story', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: accept,
    },
    body: JSON.stringify(body),
  });
}

export async function collectEvents(response: Response): Promise<StoryEvent[]> {
  const events: StoryEvent[] = [];
  for await (const event of readSseEvents(response.body as ReadableStream<Uint8Array>)) {
    events.push({ event: event.event, data: JSON.parse(event.data) as Record<string, unknown> });
  }
  return events;
}

/** Every piece of text the reader's screen was sent, in order: the streamed words and the part's fields. */
export function shownTexts(events: readonly StoryEvent[]): string[] {
  return events.flatMap((event) => {
    if (event.event === 'delta') return [String(event.data.text)];
    if (event.event === 'segment') {
      const segment = event.data as {
        segment_text: string;
        choices: string[];
        image_prompt: string;
      };
      return [segment.segment_text, ...segment.choices, segment.image_prompt];
    }
    return [];
  });
}

export interface ScriptedStoryStack {
  provider: ScriptedOpenAiServer;
  reader: TestUser;
  env: Record<string, string>;
  /** Posts the body as the signed-in reader to the real handler (streaming unless `accept` says otherwise). */
  generate(body: unknown, env?: Record<string, string>, accept?: string): Promise<Response>;
}

/**
 * Registers the suite's setup: a scripted provider (with `media` answers), a reader signed up on the
 * stack, and generate-story's env pointing at both. The fields are filled before the first test runs.
 */
export function useScriptedStoryStack(
  label: string,
  media: ScriptedMedia = {},
  extraEnv: Record<string, string> = {},
): ScriptedStoryStack {
  const context = {} as ScriptedStoryStack;
  beforeAll(async () => {
    ({ provider: context.provider, env: context.env } = await startStoryProvider(extraEnv, media));
    context.reader = await signUpTestUser(label);
    context.generate = (body, env = context.env, accept) =>
      handleGenerateStory(postGenerateStory(context.reader.accessToken, body, accept), env);
  });
  afterAll(() => context.provider?.close());
  return context;
}

/** The model's part reaches the reader as written: streamed without a restart and returned whole. */
export async function expectPartReadAsWritten(
  stack: ScriptedStoryStack,
  part: typeof GENTLE_PART,
  body: unknown,
): Promise<void> {
  stack.provider.enqueue({ kind: 'stream', content: JSON.stringify(part) });
  const events = await collectEvents(await stack.generate(body));
  expect(events.some((event) => event.event === 'restart')).toBe(false);
  expect(events.at(-1)).toEqual({
    event: 'segment',
    data: { ...part, model_used: 'scripted-model' },
  });
}
