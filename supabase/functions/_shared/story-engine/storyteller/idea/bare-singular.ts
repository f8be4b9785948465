// Whether a word stands bare, as a name does: no article, describing word or owner before it, and
// a singular noun that may be someone.
import type { TaggedWord } from '../read-english.ts';
import {
  COMPANION_KINDS,
  FAMILY_NAMES,
  NOT_THINGS,
  QUESTION_WORDS,
  TIME_NOUNS,
} from './idea-words.ts';

export const BARE_BEFORE = new Set(['Determiner', 'Adjective', 'Possessive', 'Value', 'Noun']);

/**
 * Whether a determiner, an adjective or a possessive comes just before the word ("the finn"); a
 * time ("one day theo found") says when, not what.
 */
export function isModified(words: readonly TaggedWord[], index: number): boolean {
  const previous = words[index - 1];
  if (previous === undefined || previous.sentence !== words[index]?.sentence) return false;
  // "one night kai finds" is when, but "a night nurse" is what she is.
  if (TIME_NOUNS.has(previous.normal)) return /^(a|an|the)$/.test(words[index - 2]?.normal ?? '');
  return [...BARE_BEFORE].some((tag) => previous.tags.has(tag));
}

/** A bare singular noun that may be someone: no plural, pronoun, relative, creature or "someone". */
export function bareSingular(word: TaggedWord): boolean {
  return (
    word.tags.has('Noun') &&
    !word.tags.has('Plural') &&
    !word.tags.has('Pronoun') &&
    !NOT_THINGS.has(word.normal) &&
    !FAMILY_NAMES.has(word.normal) &&
    !COMPANION_KINDS.has(word.normal) &&
    !QUESTION_WORDS.has(word.normal)
  );
}
