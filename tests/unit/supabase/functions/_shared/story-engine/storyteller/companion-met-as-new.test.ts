// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId, GenreSlug } from '@shared/story-engine/index.ts';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

const sentencesOf = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/);

/** The first sentence of the story that speaks of the companion. */
function firstMention(prompt: string, age: AgeId, genre: GenreSlug, companion: RegExp) {
  return tellWholeStory(prompt, age, genre)
    .flatMap(sentencesOf)
    .find((sentence) => companion.test(sentence));
}

describe('a companion the idea calls "the" is met with "a" before the story calls them "the"', () => {
  it.each([
    [
      'a kitten named Tig who learns to share her ball with the new kitten',
      '4-6',
      'values',
      /new kitten/i,
      /\bA new kitten\b/,
    ],
    [
      'a little fox knocked over the badger’s sandcastle and is scared to say sorry',
      '4-6',
      'values',
      /\bbadger\b(?!’s)/i,
      /\bA badger\b/,
    ],
  ] as const)('%s', (prompt, age, genre, companion, met) => {
    const first = firstMention(prompt, age, genre, companion);
    expect(first).toMatch(met);
  });

  it('keeps the idea\'s "the" for someone it singles out by a name', () => {
    const first = firstMention(
      'Ben and the new girl Oksana build a treehouse',
      '7-9',
      'adventure',
      /Oksana/,
    );
    expect(first).toMatch(/\bthe new girl Oksana\b/i);
  });
});
