// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_IDS, type GenreSlug } from '@shared/story-engine/index.ts';
import { tellStoryAlongChoices } from '../../../../../../support/tell-story-along-choices.ts';

/** The parts of a story whose reader always takes the choice at `pick` (0, 1 or 2). */
function partsOf(prompt: string, age: (typeof AGE_IDS)[number], genre: GenreSlug, pick: number) {
  return tellStoryAlongChoices({
    age,
    genre,
    parts: 6,
    pick: () => pick,
    request: { prompt, characters: [], story_id: '00000000-0000-4000-8000-000000000129' },
  }).map((segment) => segment.segment_text);
}

const CLUE = /\bclues?\b/i;

describe('a story’s lines fit its genre', () => {
  // "Lily looked inside the drawer. The drawer held a clue to the fort." was told at bedtime, and
  // "The stars held a clue to the stars." to a 4–6 reader who had chosen to look at the stars.
  it.each(AGE_IDS)(
    'a bedtime, silly or adventure story at %s offers no clue, whatever is chosen',
    (age) => {
      const ideas: [string, GenreSlug][] = [
        ['A little girl named Lily and her puppy build a blanket fort before bed', 'bedtime'],
        ['Ravi counts the stars from his window before he falls asleep', 'bedtime'],
        ['A boy called Theo whose socks keep running away', 'silly'],
        ['Mei-Lin finds an old map and sets off to find the lost treasure', 'adventure'],
      ];
      for (const [prompt, genre] of ideas)
        for (const pick of [0, 1, 2]) {
          const clues = partsOf(prompt, age, genre, pick).filter((part) => CLUE.test(part));
          expect(clues, `${genre}, choice ${pick + 1}`).toEqual([]);
        }
    },
  );

  it('a mystery still gathers its clues', () => {
    const parts = partsOf(
      'Someone took the cakes from the bakery and Ada must find out who',
      'adult',
      'mystery',
      1,
    );
    expect(parts.some((part) => CLUE.test(part))).toBe(true);
  });

  // "A friend appeared … It knew a secret way" and "A sleepy friend said a soft hello" named as a
  // friend someone the reader had never met; the one who helps is now met as a stranger first.
  it.each(AGE_IDS)('nobody helps the hero at %s before the story has met them', (age) => {
    for (const genre of ['adventure', 'fantasy-magic', 'bedtime'] as const)
      for (const pick of [0, 1, 2]) {
        const text = partsOf('Mei-Lin sets off to find the lost treasure', age, genre, pick).join(
          ' ',
        );
        expect(text).not.toMatch(/\bA (?:sleepy )?friend (?:appeared|said)\b/);
        const spoken = text.search(/\bthe stranger said\b/);
        if (spoken >= 0) expect(text.slice(0, spoken)).toMatch(/\b(?:a stranger|someone)\b/i);
      }
  });
});
