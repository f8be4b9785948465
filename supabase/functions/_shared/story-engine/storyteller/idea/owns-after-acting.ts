import type { TaggedWord } from '../read-english.ts';
import { bareSingular, isModified } from './bare-singular.ts';

/**
 * "finn lost his kite": English sets no singular noun bare before its verb, and "his" or "her"
 * after the verb looks back to it, so a word in lower case there is someone's name.
 */
export function ownsAfterActing(
  word: TaggedWord,
  index: number,
  words: readonly TaggedWord[],
): boolean {
  if (!bareSingular(word) || isModified(words, index)) return false;
  let at = index + 1;
  while (words[at]?.tags.has('Adverb') && at < index + 3) at += 1;
  const verb = words[at];
  if (!verb || verb.sentence !== word.sentence || !verb.tags.has('Verb')) return false;
  if (verb.tags.has('Auxiliary') || verb.tags.has('Modal')) return false;
  const owner = [1, 2]
    .map((step) => words[at + step])
    .find((after) => /^(his|her)$/.test(after?.normal ?? ''));
  return owner !== undefined && owner.sentence === word.sentence;
}
