// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId } from '@shared/story-engine/index.ts';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';

const tell = (prompt: string, age: AgeId, seed: number) =>
  tellStoryAlongChoices({
    age,
    genre: 'values',
    parts: 6,
    request: { prompt, characters: [], seed },
    pick: (part) => (seed + part) % 3,
  }).map((segment) => segment.segment_text);

const sentencesOf = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/);

/** A sentence as a reader hears it again, whoever it is about: "He sat very still." */
const heardAs = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/^\S+\s/, '')
    .replace(/[^a-z ]/g, '');

/** Sentences a story tells in two different parts; the question that closes a part aside. */
function toldTwice(parts: string[]): string[] {
  const firstPart = new Map<string, number>();
  const twice: string[] = [];
  parts.forEach((part, index) =>
    sentencesOf(part)
      .filter((sentence) => !/\?$/.test(sentence))
      .forEach((sentence) => {
        const key = heardAs(sentence);
        const earlier = firstPart.get(key);
        if (earlier !== undefined && earlier !== index) twice.push(sentence);
        else firstPart.set(key, index);
      }),
  );
  return twice;
}

describe('a feelings story tells each of its lines once', () => {
  it.each([
    [
      'two brothers, Anil and Sunil, fight over a toy car and have to learn to forgive each other',
      '4-6',
    ],
    [
      'Tomasz and his cousin Piotr fell out last summer and must learn to forgive each other',
      '7-9',
    ],
    ['Kwame is too shy to play with the others at nursery', '4-6'],
    ['kai learns to share his crayons with the new boy at preschool', '4-6'],
    ['Ngozi wants to join the football team but is scared to tell her mum', 'teen'],
    ['Tariq learns to forgive his brother Yasin after their father dies', 'adult'],
    ['Sione has to choose between the rugby final and his sister’s graduation', 'teen'],
  ] as const)('%s (%s)', (prompt, age) => {
    // The sixth part cannot hear the first again, and still tells none of its lines.
    for (const seed of [3, 8, 21]) expect(toldTwice(tell(prompt, age, seed))).toEqual([]);
  });
});

describe('the one the hero has fallen out with is not at their side until they make up', () => {
  const BESIDE =
    /\b(hug|held (his|her) hand|stayed close|nod|gave (him|her) a|well done|did not leave|less lonely|there, |next to (him|her)|smiled too)\b/i;

  it.each([
    [
      'Tomasz and his cousin Piotr fell out last summer and must learn to forgive each other',
      'Piotr',
      '4-6',
    ],
    [
      'two brothers, Anil and Sunil, fight over a toy car and have to learn to forgive each other',
      'Sunil',
      '7-9',
    ],
    [
      'A story about forgiveness: two old friends, Rosa and Imelda, meet again after twenty years',
      'Imelda',
      'adult',
    ],
  ] as const)('%s', (prompt, other, age) => {
    for (const seed of [3, 8]) {
      const parts = tell(prompt, age, seed);
      const before = parts.slice(0, 4).flatMap(sentencesOf);
      expect(
        before.filter((sentence) => sentence.includes(other) && BESIDE.test(sentence)),
      ).toEqual([]);
      // They are still in the story, and forgive each other at the end.
      expect(parts.filter((part) => part.includes(other)).length).toBeGreaterThanOrEqual(4);
      expect(parts[5]).toMatch(new RegExp(`and ${other} forgave each other`));
    }
  });

  it('keeps a companion the hero has not fallen out with at their side', () => {
    const parts = tell(
      'Mia and her puppy Biscuit move to a new town and Mia misses her old friends',
      '4-6',
      3,
    );
    expect(parts.filter((part) => /\bBiscuit\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });
});
