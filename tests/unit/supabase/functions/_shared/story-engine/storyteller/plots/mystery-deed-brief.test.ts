// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_BANDS } from '@shared/age-bands.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
const wordsOf = (sentence: string) => sentence.split(/\s+/).filter((word) => /\w/.test(word));

describe("a young reader's mystery tells the deed and where it happened in sentences of their own", () => {
  it("says what was eaten within the band's ten words, and says it once", () => {
    const parts = tellWholeStory(
      'kwame wants to find out who ate all the jam tarts at his nanas bakery. it was his baby sister efua, she had jam all over her face lol',
      '4-6',
      'mystery',
    );
    const opening = parts[0] as string;
    expect(opening).toMatch(/Someone had eaten all the jam tarts\./);
    expect(opening).toMatch(/nana's bakery/);
    expect(opening.split('eaten all the jam tarts').length - 1).toBe(1);
    const longest = Math.max(...sentencesOf(opening).map((sentence) => wordsOf(sentence).length));
    expect(longest).toBeLessThanOrEqual(AGE_BANDS['4-6'].maxSentenceWords);
  });
});
