// AI_MODERATION_MODEL on the local stack: generate-story asks the scripted provider's /moderations
// endpoint (the real OpenAI protocol) for a second opinion on every sentence before the reader sees
// it, so a cruel sentence our word lists pass never reaches a 4–6 reader, not even while streaming;
// a teen's sword fight flagged only as violence still reads; with the setting off nothing is asked.
import { describe, expect, it } from 'vitest';
import { checkText } from '../../supabase/functions/_shared/safety/index.ts';
import {
  collectEvents as collect,
  expectPartReadAsWritten,
  GENTLE_PART,
  SWORD_FIGHT_PART,
  shownTexts,
  useScriptedStoryStack,
} from './support/generate-story-request.ts';

const CRUEL = 'The fox told the owl it was a worthless fool and nobody would ever like it.';

const cruelAnswer = JSON.stringify({
  segment_text: `The fox met the owl by the pond. ${CRUEL} The pond was still.`,
  choices: ['Walk on', 'Sit down', 'Look up'],
  image_prompt: 'A fox and an owl by a pond',
  is_end: false,
});

/** Flags the cruel sentence as harassment and any sword fight as violence, as a real moderator would. */
const moderate = (text: string) => [
  ...(text.includes('worthless fool') ? (['harassment'] as const) : []),
  ...(/sword/i.test(text) ? (['violence'] as const) : []),
];

const opening = {
  genre: 'adventure',
  prompt: 'A fox and an owl',
  history: ['The fox woke up.'],
  choice: 'Go to the pond',
};

describe('generate-story with the provider’s moderation as a second opinion', () => {
  const moderated = useScriptedStoryStack(
    'story-moderation',
    { moderate },
    { AI_MODERATION_MODEL: 'omni-moderation-latest' },
  );
  const unmoderated = useScriptedStoryStack('story-no-moderation', { moderate });

  it('the word lists pass the cruel sentence on their own', () => {
    expect(checkText(CRUEL, '4-6')).toEqual({ ok: true });
  });

  it('never shows a 4–6 reader a sentence the moderator flags, even mid-stream, and streams the gentle retry', async () => {
    moderated.provider.enqueue(
      { kind: 'stream', content: cruelAnswer, splitEvery: 4 },
      { kind: 'stream', content: JSON.stringify(GENTLE_PART) },
    );
    const before = moderated.provider.requests.length;
    const events = await collect(await moderated.generate({ ...opening, age: '4-6' }));

    const shown = shownTexts(events).join(' ');
    expect(shown).not.toContain('worthless');
    expect(shown).not.toContain('nobody would ever like it');
    expect(events.at(-1)).toEqual({
      event: 'segment',
      data: { ...GENTLE_PART, model_used: 'scripted-model' },
    });
    const asked = moderated.provider.requests
      .slice(before)
      .filter((request) => request.path.endsWith('/moderations'));
    expect(asked.length).toBeGreaterThan(0);
    for (const request of asked) {
      expect(request.body.model).toBe('omni-moderation-latest');
      expect(Array.isArray(request.body.input)).toBe(true);
    }
    expect(asked.some((request) => JSON.stringify(request.body.input).includes(CRUEL))).toBe(true);
  });

  it('replaces an answer the moderator keeps flagging with the storyteller’s part (no stream)', async () => {
    moderated.provider.enqueue(
      { kind: 'stream', content: cruelAnswer },
      { kind: 'stream', content: cruelAnswer },
    );
    const response = await moderated.generate(
      { ...opening, age: '4-6' },
      moderated.env,
      'application/json',
    );
    expect(response.status).toBe(200);
    const segment = (await response.json()) as { segment_text: string; model_used: string };
    expect(segment.model_used).toBe('storycanvas-storyteller');
    expect(segment.segment_text).not.toContain('worthless');
  });

  it('still gives a teen the sword fight the moderator flags only as violence', async () => {
    await expectPartReadAsWritten(moderated, SWORD_FIGHT_PART, { ...opening, age: 'teen' });
  });

  it('asks no moderator when AI_MODERATION_MODEL is not set', async () => {
    unmoderated.provider.enqueue({ kind: 'stream', content: JSON.stringify(GENTLE_PART) });
    const events = await collect(await unmoderated.generate({ ...opening, age: '4-6' }));
    expect(events.at(-1)?.event).toBe('segment');
    expect(unmoderated.provider.requests.map((request) => request.path)).toEqual([
      '/v1/chat/completions',
    ]);
  });
});
