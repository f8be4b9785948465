// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_BANDS } from '@shared/age-bands.ts';
import { countWords } from '@shared/count-words.ts';
import { sentencesOf } from '../../../../../../../support/reading-grade.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const longIn = (parts: readonly string[], age: '4-6' | '7-9' | '10-12') =>
  parts.flatMap(sentencesOf).filter((s) => countWords(s) > AGE_BANDS[age].maxSentenceWords);

describe('a young reader’s sentences keep to the band’s length', () => {
  it('tells a 4-6 reader the true facts short enough to read in one breath', () => {
    for (const idea of ['Hazel wants to learn how bees make honey', 'Where does rain come from?']) {
      const facts = longIn(tellWholeStory(idea, '4-6', 'educational'), '4-6').filter((s) =>
        /\b(bee|bees|nectar|water|gas|rain|cloud)/i.test(s),
      );
      expect(facts).toEqual([]);
    }
  });

  it('tells a 7-12 reader the answer in sentences of the band, never 23 words in one', () => {
    for (const age of ['7-9', '10-12'] as const) {
      const told = tellWholeStory('Hazel wants to learn how bees make honey', age, 'educational');
      expect(longIn(told, age).filter((s) => /nectar|honey/.test(s))).toEqual([]);
    }
  });
});
