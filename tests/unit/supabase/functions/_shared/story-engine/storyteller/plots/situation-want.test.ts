// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AGE_BANDS } from '@shared/story-engine/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const sentencesOf = (parts: readonly string[]) =>
  parts.flatMap((part) => part.match(/[^.!?]+[.!?]+["”]?/g) ?? []);

describe('an idea that only says where it happens wants what is done there', () => {
  // "He wanted to do well at the playground all the same." read like a test, and ran past the
  // ten words a 4–6 sentence holds.
  it('a 4–6 hero at a playground sets out to have fun there, in short sentences', () => {
    const parts = tellWholeStory(
      'a magic umbrella that takes Zuri up to the cloud playground',
      '4-6',
      'fantasy-magic',
    );
    const text = parts.join(' ');
    expect(parts[0]).toMatch(/\bZuri\b/);
    expect(parts[0]).toMatch(/to have fun at the (cloud )?playground\./);
    expect(text).not.toMatch(/do well at/);
    const long = sentencesOf(parts).filter(
      (sentence) => sentence.trim().split(/\s+/).length > AGE_BANDS['4-6'].maxSentenceWords,
    );
    expect(long).toEqual([]);
  });

  // "she longed to do well at Bergen": a town is where the bookshop is, not what she works at.
  it('a shop in a named town is what the hero does well at, never the town', () => {
    const parts = tellWholeStory(
      'A bookshop in Bergen where the books are all mixed up, and the owner Solveig loves it',
      'adult',
      'fantasy-magic',
    );
    expect(parts[0]).toMatch(/\bSolveig\b/);
    expect(parts.join(' ')).not.toMatch(/\bat Bergen\b/);
  });

  // "the kitchen in Babcia's kitchen": a place the idea names by its owner is already the place.
  it('a place named by its owner is told once, as the idea names it', () => {
    const parts = tellWholeStory(
      "Łukasz finds muddy footprints in Babcia's kitchen and all the pierogi are gone",
      '7-9',
      'mystery',
    );
    expect(parts[0]).toMatch(/Łukasz/);
    expect(parts.join(' ')).toMatch(/Babcia's kitchen/);
    expect(parts.join(' ')).not.toMatch(/kitchen in Babcia's kitchen/);
  });
});
