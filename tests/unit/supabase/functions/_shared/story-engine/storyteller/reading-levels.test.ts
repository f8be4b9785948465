// @vitest-environment node
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

  it('gives an adult the precise word where the plain one stands, adding nothing', () => {
    expect(swapWords('{H} understood a great deal more now than at the beginning.', 'adult')).toBe(
      '{H} understood considerably more now than at the outset.',
    );
    expect(swapWords('Which of these directions should {h} choose?', 'adult')).toBe(
      'Which of these possibilities should {h} pursue?',
    );
    expect(swapWords('In the end, patience carried {him} through.', 'adult')).toBe(
      'Ultimately, patience carried {him} through.',
    );
    // A teen keeps the plainer words, and "in the end" mid-sentence stays.
    expect(swapWords('Which of these directions should {h} choose?', 'teen')).toBe(
      'Which of these directions should {h} choose?',
    );
    expect(swapWords('It was fine in the end, {h} thought.', 'adult')).toBe(
      'It was fine in the end, {h} thought.',
    );
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

  it('counts “Mei-Ling” and “upside-down” as a reader hears them: two words each', () => {
    const clauses = [
      'Mei-Ling paused and looked at the class photos by the door.',
      'Something about the upside-down photos seemed odd.',
    ];
    for (let seed = 1; seed < 40; seed += 1)
      for (const sentence of shapeSentences([...clauses], '10-12', {
        random: createSeededRandom(seed),
        ease: 1,
        names: new Set(['Mei-Ling']),
      }))
        expect(sentence.match(/\p{L}[\p{L}\p{M}’']*/gu)?.length).toBeLessThanOrEqual(
          AGE_BANDS['10-12'].maxSentenceWords,
        );
  });

  it('joins with “and” or a semicolon, never with “as”, “while” or “meanwhile”', () => {
    for (let seed = 1; seed < 30; seed += 1)
      expect(shape('adult', seed).join(' ')).not.toMatch(/\b(as|while|meanwhile|even as)\b/);
  });

  it('never tacks the companion onto another sentence: they act in their own', () => {
    for (const age of AGE_IDS)
      for (let seed = 1; seed < 30; seed += 1)
        expect(shape(age, seed).join(' ')).not.toMatch(/, with the clever fox\b/);
  });

  it('keeps a name of any script whole and capitalised after a join: “Björn”, “Siobhán”', () => {
    const clauses = ['The wind rose.', 'Björn held the rope.', 'Siobhán laughed.', 'Žofie waved.'];
    for (let seed = 1; seed < 30; seed += 1) {
      const text = shapeSentences([...clauses], 'adult', {
        random: createSeededRandom(seed),
        ease: 1,
        names: new Set(['Björn', 'Siobhán', 'Žofie']),
      }).join(' ');
      expect(text).toContain('Björn held');
      expect(text).toContain('Siobhán laughed');
      expect(text).toContain('Žofie waved');
    }
  });
});

describe('a sentence that would overrun its band', () => {
  const shapeOne = (clause: string, age: (typeof AGE_IDS)[number]) =>
    shapeSentences([clause], age, {
      random: createSeededRandom(1),
      ease: 1,
      names: new Set(['Kiri']),
    });

  it('drops when or where it happens, said first', () => {
    expect(shapeOne("In the end, he chose to knock over his friend's tower.", '4-6')).toEqual([
      "He chose to knock over his friend's tower.",
    ]);
    expect(
      shapeOne('One morning the penguin was gone from the aquarium gift shop.', '4-6'),
    ).toEqual(['The penguin was gone from the aquarium gift shop.']);
    expect(
      shapeOne('By the end of the week, the new town felt a little more like home.', '7-9'),
    ).toEqual(['The new town felt a little more like home.']);
  });

  it('keeps it where the sentence fits', () => {
    expect(shapeOne('In the end, Kiri chose to share.', '4-6')).toEqual([
      'In the end, Kiri chose to share.',
    ]);
  });
});
