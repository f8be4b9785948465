// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId, GenreSlug } from '@shared/story-engine/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const sentencesOf = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/);

/** The sentence of part 1 that meets the named hero as the kind: "Mia, a little duck, knelt down". */
function metAs(prompt: string, age: AgeId, genre: GenreSlug, kind: string) {
  const parts = tellWholeStory(prompt, age, genre);
  const told = new RegExp(
    `(\\p{Lu}\\p{Ll}+)(, | was | is )an? ${kind}\\b|\\p{Lu}\\p{Ll}+ the ${kind}\\b|\\ban? ${kind} (called|named) (\\p{Lu}\\p{Ll}+)`,
    'u',
  );
  const sentence = sentencesOf(parts[0] ?? '').find((each) => told.test(each));
  return { parts, sentence };
}

describe('a hero the idea names only by a kind is met in part 1 as that kind', () => {
  it.each([
    [
      'a little hedgehog finds out who keeps eating the strawberries in the garden, it was the badger',
      '4-6',
      'mystery',
      'little hedgehog',
    ],
    [
      'a quiet story to fall asleep to: an old shepherd counting his sheep in the hills near Sligo',
      'adult',
      'bedtime',
      'old shepherd',
    ],
    ['a little hippo who is too shy to join in at the park', '4-6', 'values', 'little hippo'],
    ['a robot who wants to learn to sing', '7-9', 'sci-fi', 'robot'],
    ['a brave goat who gets lost on the way to the fair', '7-9', 'silly', 'brave goat'],
  ] as const)('%s (%s, %s): told as the %s', (prompt, age, genre, kind) => {
    const { parts, sentence } = metAs(prompt, age, genre, kind);
    expect(sentence, parts[0]).toBeDefined();
    // Told once, where the hero is met: the parts after call the hero by name.
    expect(parts.slice(1).join(' ')).not.toMatch(new RegExp(`\\p{Lu}\\p{Ll}+, an? ${kind},`, 'u'));
  });

  it('gives a named hero no kind after the name', () => {
    const parts = tellWholeStory('Omar and his robot look for a lost comet', '7-9', 'sci-fi');
    expect(parts[0]).toMatch(/\bOmar\b/);
    expect(parts[0]).not.toMatch(/\bOmar, an? /);
  });
});

describe('a young reader meets the kind in a sentence of its own where adding it runs long', () => {
  it.each([
    [
      'a little mouse lives in a bakery and at nite the buns come alive and dance with her',
      'fantasy-magic',
      'little mouse',
    ],
    ['a little penguin who is too scared to skate on the big ice rink', 'values', 'little penguin'],
  ] as const)('%s', (prompt, genre, kind) => {
    const { parts, sentence } = metAs(prompt, '4-6', genre, kind);
    expect(sentence).toMatch(new RegExp(`^\\p{Lu}\\p{Ll}+ was a ${kind}\\.$`, 'u'));
    expect(sentencesOf(parts[0] ?? '').filter((each) => each.split(/\s+/).length > 10)).toEqual([]);
  });
});
