// What one judge of a sentence found: the harm's category, the oldest band it is kept from, and the
// words around the deed that carry it (the phrase the wizard marks for the child to change).
import type { AgeId } from '../age-bands.ts';
import type { SafetyCategory } from './harm-policy.ts';
import { clauseEnd, clauseStart } from './read-deed.ts';
import type { ReadWord } from './read-sentence.ts';

export interface SentenceHarm {
  category: SafetyCategory;
  /** The oldest band this harm is kept from. */
  keptUpTo: AgeId;
  /** The words that carry the harm, as read. */
  phrase: string;
}

/** The harm of the deed at `index`, its phrase cut from its own clause. */
export function sentenceHarm(
  category: SafetyCategory,
  keptUpTo: AgeId,
  words: readonly ReadWord[],
  index: number,
): SentenceHarm {
  const from = Math.max(clauseStart(words, index), index - 2);
  const to = Math.min(clauseEnd(words, index), index + 4);
  const phrase = words
    .slice(from, to)
    .map((word) => word.normal)
    .join(' ');
  return { category, keptUpTo, phrase };
}
