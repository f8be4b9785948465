// generate-story's safety gates on the local stack with a scripted provider that answers unsafe
// text for some requests: an unsafe idea is refused with a 400 naming the field before anything
// is asked or counted; an unsafe answer is cut off at the failing sentence, retried once with
// firmer instructions, then replaced by the storyteller's part; a teen still gets a sword fight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import handleGenerateStory from '../../supabase/functions/generate-story/handler.ts';
import { checkText } from '../../supabase/functions/_shared/safety/index.ts';
import { STORYTELLER_MODEL } from '../../supabase/functions/_shared/story-engine/index.ts';
import type { ScriptedOpenAiServer } from '../support/scripted-openai-server.ts';
import { startStoryProvider } from './support/start-story-provider.ts';
import {
  collectEvents as collect,
  postGenerateStory as post,
} from './support/generate-story-request.ts';
import { signUpTestUser, type TestUser } from './support/test-users.ts';

const unsafeAnswer = JSON.stringify({
  segment_text:
    'The fox walked into the wood. Then the bear stabbed the fox with a knife and there was blood everywhere. Birds sang.',
  choices: ['Run away', 'Hide', 'Look'],
  image_prompt: 'A wood at dawn',
  is_end: false,
});
const gentleAnswer = {
  segment_text: 'The fox walked into the wood. A kind owl waved hello from a branch.',
  choices: ['Wave back', 'Climb up', 'Ask the way'],
  image_prompt: 'A fox and an owl in a sunny wood',
  is_end: false,
};
const swordFight = {
  segment_text:
    'The two knights raised their swords and began a fierce sword fight on the bridge. Steel rang as they fought.',
  choices: ['Parry', 'Retreat', 'Call a truce'],
  image_prompt: 'Two knights in a sword fight on a stone bridge',
  is_end: false,
};

/** Every piece of text the reader's screen was sent, in order. */
function shownTexts(events: { event: string; data: Record<string, unknown> }[]): string[] {
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

describe('generate-story safety gates on the local stack', () => {
  let provider: ScriptedOpenAiServer;
  let reader: TestUser;
  let env: Record<string, string>;
  const opening = {
    genre: 'adventure',
    prompt: 'A fox in a wood',
    history: ['The fox woke up.'],
    choice: 'Go for a walk',
  };

  beforeAll(async () => {
    ({ provider, env } = await startStoryProvider());
    reader = await signUpTestUser('story-safety');
  });
  afterAll(() => provider.close());

  it.each(['4-6', '7-9'] as const)(
    'never shows a %s reader unsafe model text: retried, then the storyteller',
    async (age) => {
      provider.enqueue(
        { kind: 'stream', content: unsafeAnswer, splitEvery: 5 },
        { kind: 'stream', content: unsafeAnswer, splitEvery: 5 },
      );
      const before = provider.requests.length;
      const events = await collect(
        await handleGenerateStory(post(reader.accessToken, { ...opening, age }), env),
      );

      expect(provider.requests.length - before).toBe(2);
      const retry = provider.requests.at(-1)?.body.messages as { content: string }[];
      expect(retry.at(-1)?.content).toContain(
        'keep every sentence, choice and image prompt gentle',
      );
      expect(events.filter((event) => event.event === 'restart').length).toBeGreaterThanOrEqual(2);
      for (const text of shownTexts(events)) expect(checkText(text, age)).toEqual({ ok: true });
      expect(shownTexts(events).join(' ')).not.toMatch(/stab|knife|blood/i);
      const segment = events.at(-1);
      expect(segment?.event).toBe('segment');
      expect(segment?.data.model_used).toBe(STORYTELLER_MODEL);
      expect(String(segment?.data.segment_text).length).toBeGreaterThan(20);
    },
  );

  it('cuts an unsafe answer off at the failing sentence and streams the gentle retry', async () => {
    provider.enqueue(
      { kind: 'stream', content: unsafeAnswer, splitEvery: 4 },
      { kind: 'stream', content: JSON.stringify(gentleAnswer) },
    );
    const events = await collect(
      await handleGenerateStory(post(reader.accessToken, { ...opening, age: '7-9' }), env),
    );
    const restart = events.findIndex((event) => event.event === 'restart');
    expect(restart).toBeGreaterThan(0);
    expect(
      events
        .slice(0, restart)
        .map((event) => event.data.text)
        .join(''),
    ).toBe('The fox walked into the wood. ');
    expect(events.at(-1)).toEqual({
      event: 'segment',
      data: { ...gentleAnswer, model_used: 'scripted-model' },
    });
    for (const text of shownTexts(events)) expect(checkText(text, '7-9')).toEqual({ ok: true });
  });

  it('still gives a teen a mild sword fight from the model', async () => {
    provider.enqueue({ kind: 'stream', content: JSON.stringify(swordFight) });
    const events = await collect(
      await handleGenerateStory(post(reader.accessToken, { ...opening, age: 'teen' }), env),
    );
    expect(events.some((event) => event.event === 'restart')).toBe(false);
    expect(events.at(-1)).toEqual({
      event: 'segment',
      data: { ...swordFight, model_used: 'scripted-model' },
    });
  });

  it('refuses an unsafe idea or own choice with a 400 naming the field, before the provider is asked or the story counted', async () => {
    const before = provider.requests.length;
    const idea = await handleGenerateStory(
      post(reader.accessToken, {
        age: '4-6',
        genre: 'adventure',
        prompt: 'a s3xy princess takes off all her clothes',
        story_id: crypto.randomUUID(),
      }),
      env,
    );
    expect(idea.status).toBe(400);
    const body = (await idea.json()) as { error: string; field: string; code: string };
    expect(body).toMatchObject({ field: 'prompt', code: 'unsafe_input' });
    expect(body.error).toMatch(
      /^The story idea has words we keep out of stories for readers aged 4–6\./,
    );
    expect(body.error).not.toMatch(/sexy|s3xy|clothes/i);

    const choice = await handleGenerateStory(
      post(reader.accessToken, { ...opening, age: '7-9', choice: 'stab the fox with a knife' }),
      env,
    );
    expect(choice.status).toBe(400);
    expect(await choice.json()).toMatchObject({ field: 'choice', code: 'unsafe_input' });
    expect(provider.requests.length).toBe(before);
    const { data } = await reader.client.rpc('get_current_month_usage', {
      user_uuid: reader.user.id,
    });
    expect((data as { stories_created: number }[])[0]?.stories_created ?? 0).toBe(0);
  });

  it('lets a harmless blood orange through for a 4–6 reader', async () => {
    provider.enqueue({ kind: 'stream', content: JSON.stringify(gentleAnswer) });
    const events = await collect(
      await handleGenerateStory(
        post(reader.accessToken, { ...opening, age: '4-6', prompt: 'A fox finds a blood orange' }),
        env,
      ),
    );
    expect(events.at(-1)?.event).toBe('segment');
  });
});
