import type { TaggedWord } from '../read-english.ts';
import { COMPANION_KINDS, FAMILY_NAMES, NOT_THINGS, isNoun } from './idea-words.ts';

/**
 * "Biscuit the puppy learns", "Pip the hedgehog is", "Hana the hedgehog wants": a word set before
 * "the" and the kind of creature it is names that creature, whatever else the word means.
 */
export function namesCreature(
  word: TaggedWord,
  index: number,
  words: readonly TaggedWord[],
): boolean {
  // "turns out its the naughty goat": a possessive says whose, never who.
  if (
    NOT_THINGS.has(word.normal) ||
    FAMILY_NAMES.has(word.normal) ||
    word.tags.has('Pronoun') ||
    word.tags.has('Possessive')
  )
    return false;
  // "it turns out the guard's parrot hid it": the rest of a phrasal verb names no one; nor does
  // the "and" before "the smallest kitten has to get it back".
  if (
    ['Plural', 'Determiner', 'Preposition', 'Particle', 'Adverb', 'Conjunction'].some((tag) =>
      word.tags.has(tag),
    )
  )
    return false;
  const previous = words[index - 1];
  if (
    previous &&
    previous.sentence === word.sentence &&
    !/^(and|with|named|called)$/.test(previous.normal) &&
    !previous.tags.has('Verb') &&
    !previous.tags.has('Punctuation')
  )
    return false;
  if (words[index + 1]?.normal !== 'the') return false;
  let at = index + 2;
  // "cian the shepherd boy": a noun before the kind's own word describes it.
  while (
    at < index + 5 &&
    (words[at]?.tags.has('Adjective') ||
      (words[at] !== undefined &&
        isNoun(words[at] as TaggedWord) &&
        words[at + 1] !== undefined &&
        isNoun(words[at + 1] as TaggedWord) &&
        !words[at + 1]?.tags.has('Verb')))
  )
    at += 1;
  const kind = words[at];
  if (!kind || kind.sentence !== word.sentence || !isNoun(kind) || kind.tags.has('Plural'))
    return false;
  const after = words[at + 1];
  const creature = COMPANION_KINDS.has(kind.normal);
  // A capitalised word may name anything so set apart; one typed in lower case, only a creature.
  // "Bolt the robot teaching assistant at our school starts": where the kind is, then its deed.
  const placedThenActs =
    after?.tags.has('Preposition') === true &&
    words
      .slice(at + 2, at + 7)
      .some(
        (later) =>
          later.sentence === word.sentence &&
          later.tags.has('Verb') &&
          (later.tags.has('PresentTense') || later.tags.has('PastTense')),
      );
  return (
    (creature || /^\p{Lu}/u.test(word.text)) &&
    (!after ||
      after.sentence !== word.sentence ||
      after.tags.has('Verb') ||
      placedThenActs ||
      /^(who|and|,)$/.test(after.normal))
  );
}
