// "my son is learning fractions, can you make a story where he and his friends split pizzas": the
// want of the story asked for, read from where it starts.
import type { TaggedWord } from '../read-english.ts';
import { findDeedWant } from './find-deed-want.ts';
import type { IdeaWant } from './story-idea.ts';

const ASKED_FOR = new Set('story tale mystery adventure fable poem book one'.split(' '));

/**
 * "my son is learning fractions, can you make a story where he and his friends split pizzas": what
 * the asked-for story is about starts after its "where" or "about"; what comes before tells who
 * the child is. The index of the story's first word, or -1.
 */
function askedStoryStart(words: readonly TaggedWord[]): number {
  const at = words.findIndex(
    (word, index) =>
      /^(where|about)$/.test(word.normal) &&
      index > 0 &&
      ASKED_FOR.has(words[index - 1]?.normal ?? '') &&
      words.slice(0, index - 1).some((before) => before.tags.has('Verb')),
  );
  return at < 0 ? -1 : at + 1;
}

export function findAskedWant(
  words: readonly TaggedWord[],
  heroIndex: number | null,
  kindWord: string | null,
  cast: ReadonlySet<number>,
  actors: ReadonlySet<number>,
): IdeaWant | null {
  const start = askedStoryStart(words);
  return start < 0 ? null : findDeedWant(words, heroIndex, kindWord, cast, actors, start);
}
