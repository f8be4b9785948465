// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId } from '@shared/age-bands.ts';
import { countWords } from '@shared/count-words.ts';
import type { GenreSlug } from '@shared/story-engine/index.ts';
import { targetWordCount } from '@shared/story-engine/target-word-count.ts';
import { tellSeededStory } from '../../../../../../../support/tell-story-along-choices.ts';

const IDEAS: readonly [GenreSlug, string][] = [
  ['adventure', 'Zara and her dog Pepper search the old lighthouse for a hidden map'],
  ['mystery', 'Somebody has been swapping the labels on every jar in the village bakery'],
  ['bedtime', 'A little owl who is afraid of the dark learns to love the stars'],
  ['silly', 'Grandpa’s false teeth escape and run off to join the circus'],
  ['sci-fi', 'A robot named Bolt wakes up alone on a silent space station'],
];

/** The words of parts 2–4 against each part's length for the band (the first has its idea to tell). */
function fills(age: AgeId): number[] {
  const target = targetWordCount({
    age,
    options: { length: 'standard', person: 'third', style: 'storybook' },
    finish: false,
  });
  return IDEAS.flatMap(([genre, prompt], index) =>
    tellSeededStory(age, genre, { prompt }, 40 + index)
      .slice(1, 4)
      .map((segment) => countWords(segment.segment_text) / target),
  );
}

describe('a part is filled to its length, whatever its band’s clauses run to', () => {
  // The youngest readers' clauses are a few words each, the oldest readers' a dozen: a part is
  // filled by the words its clauses add, so it neither falls short nor runs a batch of clauses past.
  for (const age of ['4-6', '7-9', '10-12'] as const) {
    it(`at ${age}, every middle part reaches its length and stops within a sentence or two of it`, () => {
      for (const share of fills(age)) {
        expect(share).toBeGreaterThanOrEqual(0.95);
        expect(share).toBeLessThanOrEqual(1.35);
      }
    });
  }

  it('an adult part does not run a batch of clauses past its length', () => {
    const shares = fills('adult');
    expect(Math.min(...shares), shares.join(' ')).toBeGreaterThanOrEqual(0.95);
    expect(Math.max(...shares), shares.join(' ')).toBeLessThanOrEqual(1.05);
  });
});
