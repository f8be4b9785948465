// generate-story's safety gates on the local stack with a scripted provider that answers unsafe
// text for some requests: an unsafe idea is refused with a 400 naming the field before anything
// is asked or counted, self-harm told in any words included; an unsafe answer is cut off at the failing sentence, rewritten once on
// firmer instructions that name the rule and the words, then replaced by the storyteller's part;
// a teen still gets a sword fight.
import { describe, expect, it } from 'vitest';
import { checkText } from '../../supabase/functions/_shared/safety/index.ts';
import { STORYTELLER_MODEL } from '../../supabase/functions/_shared/story-engine/index.ts';
import {
  collectEvents as collect,
  expectPartReadAsWritten,
  GENTLE_PART,
  SWORD_FIGHT_PART,
  shownTexts,
  useScriptedStoryStack,
} from './support/generate-story-request.ts';

const unsafeAnswer = JSON.stringify({
  segment_text:
    'The fox walked into the wood. Then the bear stabbed the fox with a knife and there was blood everywhere. Birds sang.',
  choices: ['Run away', 'Hide', 'Look'],
  image_prompt: 'A wood at dawn',
  is_end: false,
});

describe('generate-story safety gates on the local stack', () => {
  const stack = useScriptedStoryStack('story-safety');
  const opening = {
    genre: 'adventure',
    prompt: 'A fox in a wood',
    history: ['The fox woke up.'],
    choice: 'Go for a walk',
  };

  it.each(['4-6', '7-9'] as const)(
    'never shows a %s reader unsafe model text: retried, then the storyteller',
    async (age) => {
      stack.provider.enqueue(
        { kind: 'stream', content: unsafeAnswer, splitEvery: 5 },
        { kind: 'stream', content: unsafeAnswer, splitEvery: 5 },
      );
      const before = stack.provider.requests.length;
      const events = await collect(await stack.generate({ ...opening, age }));

      expect(stack.provider.requests.length - before).toBe(2);
      const retry = stack.provider.requests.at(-1)?.body.messages as { content: string }[];
      expect(retry.at(-1)?.content).toContain(
        'keep every sentence, choice and image prompt gentle',
      );
      // The rewrite is asked for with the reason: the rule broken, the words, a kind way instead.
      expect(retry.at(-1)?.content).toContain('a sentence told injury, blood and wounds shown');
      expect(retry.at(-1)?.content).toContain('("blood")');
      expect(retry.at(-1)?.content).toContain(
        'Rewrite that part so it tells what happens without it',
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
    stack.provider.enqueue(
      { kind: 'stream', content: unsafeAnswer, splitEvery: 4 },
      { kind: 'stream', content: JSON.stringify(GENTLE_PART) },
    );
    const events = await collect(await stack.generate({ ...opening, age: '7-9' }));
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
      data: { ...GENTLE_PART, model_used: 'scripted-model' },
    });
    for (const text of shownTexts(events)) expect(checkText(text, '7-9')).toEqual({ ok: true });
  });

  it('still gives a teen a mild sword fight from the model', async () => {
    await expectPartReadAsWritten(stack, SWORD_FIGHT_PART, { ...opening, age: 'teen' });
  });

  it('refuses an unsafe idea or own choice with a 400 naming the field, before the provider is asked or the story counted', async () => {
    const before = stack.provider.requests.length;
    const idea = await stack.generate({
      age: '4-6',
      genre: 'adventure',
      prompt: 'a s3xy princess takes off all her clothes',
      story_id: crypto.randomUUID(),
    });
    expect(idea.status).toBe(400);
    const body = (await idea.json()) as { error: string; field: string; code: string };
    expect(body).toMatchObject({ field: 'prompt', code: 'unsafe_input' });
    expect(body.error).toMatch(
      /^The story idea has words we keep out of stories for readers aged 4–6\./,
    );
    expect(body.error).not.toMatch(/sexy|s3xy|clothes/i);

    const choice = await stack.generate({
      ...opening,
      age: '7-9',
      choice: 'stab the fox with a knife',
    });
    expect(choice.status).toBe(400);
    expect(await choice.json()).toMatchObject({ field: 'choice', code: 'unsafe_input' });
    expect(stack.provider.requests.length).toBe(before);
    const { data } = await stack.reader.client.rpc('get_current_month_usage', {
      user_uuid: stack.reader.user.id,
    });
    expect((data as { stories_created: number }[])[0]?.stories_created ?? 0).toBe(0);
  });

  it('refuses self-harm told without any listed word for every reader up to 10–12, before the provider is asked', async () => {
    const before = stack.provider.requests.length;
    for (const age of ['4-6', '7-9', '10-12'] as const) {
      const idea = await stack.generate({
        age,
        genre: 'adventure',
        prompt:
          'Ellie stands at the edge of the roof and thinks everyone would be happier without her',
        story_id: crypto.randomUUID(),
      });
      expect(idea.status).toBe(400);
      expect(await idea.json()).toMatchObject({ field: 'prompt', code: 'unsafe_input' });
    }
    expect(stack.provider.requests.length).toBe(before);
  });

  it('lets a harmless blood orange through for a 4–6 reader', async () => {
    stack.provider.enqueue({ kind: 'stream', content: JSON.stringify(GENTLE_PART) });
    const events = await collect(
      await stack.generate({ ...opening, age: '4-6', prompt: 'A fox finds a blood orange' }),
    );
    expect(events.at(-1)?.event).toBe('segment');
  });
});
