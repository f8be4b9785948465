// "my son is learning fractions, can you make a story where he and his friends split pizzas": the
// want of the story asked for, read from where it starts.
import { toInfinitive, type TaggedWord } from '../read-english.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
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

/**
 * "can you write about him building a robot goalkeeper": what the story is about is what he does,
 * though the tagger may read the doing as a noun ("a building").
 */
function doingAskedAbout(words: readonly TaggedWord[]): IdeaWant | null {
  const about = words.findIndex(
    (word, index) =>
      word.normal === 'about' &&
      /^(write|tell|make|do)$/.test(words[index - 1]?.normal ?? '') &&
      /^(him|her|them|me|us)$/.test(words[index + 1]?.normal ?? '') &&
      /\p{L}ing$/u.test(words[index + 2]?.normal ?? ''),
  );
  if (about < 0) return null;
  const doing = words[about + 2] as TaggedWord;
  const thing = nounPhraseAt(words, about + 3);
  if (!thing) return null;
  return {
    verb: toInfinitive(doing.normal, GERUND),
    thing: thing.told,
    noun: thing.head.normal,
    question: false,
  };
}
const GERUND: ReadonlySet<string> = new Set(['Verb', 'Gerund']);

export function findAskedWant(
  words: readonly TaggedWord[],
  heroIndex: number | null,
  kindWord: string | null,
  cast: ReadonlySet<number>,
  actors: ReadonlySet<number>,
): IdeaWant | null {
  const start = askedStoryStart(words);
  if (start >= 0) return findDeedWant(words, heroIndex, kindWord, cast, actors, start);
  return doingAskedAbout(words);
}
