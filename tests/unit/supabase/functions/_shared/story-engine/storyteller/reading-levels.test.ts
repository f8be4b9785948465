import { describe, expect, it } from 'vitest';
import { AGE_BANDS, AGE_IDS } from '@shared/story-engine/index.ts';
import { createSeededRandom } from '@shared/seeded-random.ts';
import { shapeSentences, swapWords } from '@shared/story-engine/storyteller/reading-levels.ts';

const CLAUSES = [
  'Theo climbed the crooked tower.',
  'Theo could see the whole valley from there.',
  'The clever fox waited at the bottom.',
  'Theo waved to the clever fox.',
  'A cold wind blew across the stones.',
  'Theo held on tight.',
];

function shape(age: (typeof AGE_IDS)[number], seed: number) {
  return shapeSentences([...CLAUSES], age, {
    random: createSeededRandom(seed),
    fillDetail: (detail) => detail.replace('{comp}', 'the clever fox'),
    fresh: () => true,
    ease: 1,
    names: new Set(['Theo']),
  });
}

describe('reading-levels: sentences shaped for each band', () => {
  it('writes band superlatives as real words', () => {
    expect(swapWords('the [hard]est of all', '4-6')).toBe('the hardest of all');
    expect(swapWords('the [hard]est of all', 'teen')).toBe('the most challenging of all');
    expect(swapWords('the [hard]est of all', 'adult')).toBe('the most formidable of all');
  });

  it('keeps a given name capitalised inside a joined sentence', () => {
    for (let seed = 1; seed < 30; seed += 1)
      for (const sentence of shape('adult', seed)) expect(sentence).not.toMatch(/\btheo\b/);
  });

  it('never joins a sentence past its band’s longest', () => {
    for (const age of AGE_IDS)
      for (let seed = 1; seed < 30; seed += 1)
        for (const sentence of shape(age, seed))
          expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(AGE_BANDS[age].maxSentenceWords);
  });

  it('joins with “and” or a semicolon, never with “as”, “while” or “meanwhile”', () => {
    for (let seed = 1; seed < 30; seed += 1)
      expect(shape('adult', seed).join(' ')).not.toMatch(/\b(as|while|meanwhile|even as)\b/);
  });

  it('names the companion beside the hero at most once in a part, and never twice in a sentence', () => {
    for (let seed = 1; seed < 30; seed += 1) {
      const text = shape('teen', seed).join(' ');
      expect(text.match(/close behind/g)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(text).not.toMatch(/clever fox[^.]*, with the clever fox close behind/);
    }
  });
});
