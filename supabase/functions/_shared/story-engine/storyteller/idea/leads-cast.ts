import type { TaggedWord } from '../read-english.ts';
import { FAMILY_NAMES, NOT_THINGS, QUESTION_WORDS } from './idea-words.ts';
import { BARE_BEFORE } from './bare-singular.ts';

const POSSESSIVE_PRONOUNS = new Set(['her', 'his', 'their']);

/**
 * A word that starts a name's place in the sentence: "Linh and her hamster", "lily and her puppy",
 * "Ezra and Talia", "Makena and the lost cubs", "Thandiwe, the last dragon rider". A bare singular
 * noun set beside a companion like this is someone, whatever its case or origin.
 */
export function leadsCast(word: TaggedWord, index: number, words: readonly TaggedWord[]): boolean {
  const previous = words[index - 1];
  // "Rhys and his dragon": a capitalised word that "his" or "her" looks back to is one person,
  // however plural its ending looks to the tagger.
  const owner = /^(his|her)$/.test(words[index + 2]?.normal ?? '') && /^\p{Lu}/u.test(word.text);
  const bare =
    (!word.tags.has('Plural') || owner) &&
    !word.tags.has('Pronoun') &&
    !NOT_THINGS.has(word.normal) &&
    !FAMILY_NAMES.has(word.normal) &&
    !QUESTION_WORDS.has(word.normal) &&
    (!previous ||
      previous.sentence !== word.sentence ||
      ![...BARE_BEFORE].some((tag) => previous.tags.has(tag)));
  // "Rashed and his cousin", "Javed and his dog": a name the tagger reads as a past tense ("rash",
  // "jave") is still the one "his" looks back to.
  if (!bare || !(word.tags.has('Noun') || (owner && word.tags.has('PastTense')))) return false;
  const next = words[index + 1];
  const then = words[index + 2];
  if (!next || next.sentence !== word.sentence) return false;
  if ('after' in word && /^,/.test(String(word.after)) && next.tags.has('Determiner'))
    return /^\p{Lu}/u.test(word.text);
  if (next.normal !== 'and' || !then) return false;
  return (
    (POSSESSIVE_PRONOUNS.has(then.normal) && then.tags.has('Pronoun')) ||
    (/^\p{Lu}/u.test(word.text) && (then.normal === 'the' || /^\p{Lu}/u.test(then.text)))
  );
}
