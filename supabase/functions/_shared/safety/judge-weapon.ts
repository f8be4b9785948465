// The reading of a weapon word in one sentence: a sword, a gun or a cannon is harm when it is aimed
// at, held against or carried after someone; put down, it is released; in play, a kitchen or (from
// 7–9) a fairy tale it is a thing. At 4–6 a blade held ready in a hand is kept back too.
import type { AgeId } from '../age-bands.ts';
import { ARTILLERY, FIREARMS, KITCHEN, RELEASING_DEEDS } from './event-words.ts';
import {
  clauseEnd,
  clauseStart,
  inPlay,
  living,
  patientsOf,
  refused,
  standsFor,
} from './read-deed.ts';
import type { ReadWord } from './read-sentence.ts';
import { sentenceHarm, type SentenceHarm } from './sentence-harm.ts';
import { verbStems } from './word-kind-sets.ts';

const WIELDING_DEEDS = new Set(
  'draw wave swing brandish raise hold grab carry sharpen pull take wield point aim'.split(' '),
);
const INTENT_TO_HURT = /\bto (?:hurt|scare|harm|kill|attack|threaten)\b/;
/** A blade or a gun worn where it is carried: "a plastic sword on the back", "a dagger at his belt". */
const WORN =
  /^(?:\w+ )?(?:on|at|across|over|in) (?:my|his|her|their|your|our|the) (?:back|belt|hip|side|shoulder|shoulders|holster|sheath|scabbard)\b/;
const HUNTING =
  /\b(?:looking for|went after|go after|going after|hunting for|waiting for|came for|coming for|ready for|for when) (?:(?:his|her|their|the|a|my|your) )?(?:\w+ )?(?:brother|sister|mum|mom|dad|friend|teacher|family|kids?|children|boy|girl|man|woman|people|him|her|them|me|you|he|she|they)\b/;
/** A weapon put or held against a body: "the gun against his head", "a knife to her throat". */
const AT_A_BODY =
  /^(?:\w+ )?(?:against|to|at|into|under) (?:the |his |her |their |my |your |a |an )?(?:\w+ )?(?:head|throat|neck|chest|back|face|temple|eye|eyes|heart|belly|stomach|ribs)\b/;
const FIRING = new Set('fire shoot blast aim load boom'.split(' '));
/** Deeds that go after a being: with a blade or a gun in the same sentence, it is carried after them. */
const PURSUING_DEEDS = new Set('chase hunt stalk corner'.split(' '));
/** Where the words after a deed stop naming the one it is done to. */
const CLAUSE_WORDS = ['Preposition', 'Verb', 'Conjunction'];
const CHASED_PRONOUNS = new Set('him her them me us you'.split(' '));

/**
 * "To get" a being is to hurt it ("to get his brother", "to get the dragon"); "to get the treasure"
 * is a quest.
 */
function sought(words: readonly ReadWord[]): boolean {
  return words.some(
    (word, at) =>
      word.lemma === 'get' &&
      words[at - 1]?.normal === 'to' &&
      patientsOf(words, at).some((patient) => living(patient.word)),
  );
}

/**
 * "grabs a knife and chases the puppy", "chased her with an axe": a being gone after within a few
 * words of the weapon, outside play. The tagger may read "chases" as a plural noun, so the deed is
 * found by its stems and the being among the words after it ("the cabin boy").
 */
function pursued(words: readonly ReadWord[], index: number): boolean {
  if (inPlay(words)) return false;
  return words.some((word, at) => {
    if (Math.abs(at - index) > 7 || refused(words, at)) return false;
    if (!verbStems(word.normal).some((stem) => PURSUING_DEEDS.has(stem))) return false;
    const chased = words.slice(at + 1, at + 5);
    const end = chased.findIndex((other) => CLAUSE_WORDS.some((tag) => other.tags.has(tag)));
    return chased.slice(0, end < 0 ? undefined : end).some((other) => {
      const one = standsFor(words, other);
      return living(one) || (one === other && CHASED_PRONOUNS.has(other.normal));
    });
  });
}

/** The harm a weapon word at `index` tells a reader of `age`, or null. */
export function judgeWeapon(
  words: readonly ReadWord[],
  index: number,
  age: AgeId,
): SentenceHarm | null {
  const word = words[index];
  // "bombed into the pool", "gunned the engine": a verb made of a weapon word is not the weapon.
  if (!word || (word.tags.has('Verb') && /ed$/.test(word.normal)) || refused(words, index))
    return null;
  let verb = index - 1;
  while (verb >= clauseStart(words, index) && !words[verb]?.tags.has('Verb')) verb -= 1;
  const governing = verb >= clauseStart(words, index) ? words[verb] : undefined;
  const toBody = words
    .slice(index + 1, clauseEnd(words, index))
    .map((other) => other.normal)
    .join(' ');
  if (AT_A_BODY.test(toBody)) return sentenceHarm('violence and weapons', '7-9', words, index);
  if (governing && RELEASING_DEEDS.has(governing.lemma)) return null;
  const worn = WORN.test(toBody);
  const sentence = words.map((other) => other.normal).join(' ');
  // A cannon is aimed only by firing it at someone: "the cannon on the pirate ship" is a place.
  const aimed = ARTILLERY.has(word.normal)
    ? patientsOf(words, index).some((patient) => patient.through === 'at' && living(patient.word))
    : (!worn &&
        patientsOf(words, index).some((patient) => patient.targeted && living(patient.word))) ||
      INTENT_TO_HURT.test(sentence) ||
      sought(words) ||
      pursued(words, index) ||
      HUNTING.test(sentence);
  if (aimed) return sentenceHarm('violence and weapons', '7-9', words, index);
  if (FIREARMS.has(word.normal))
    return inPlay(words) ? null : sentenceHarm('violence and weapons', '7-9', words, index);
  if (/\b(?:sword|knife|dagger|axe) fights?\b/.test(sentence) && !inPlay(words))
    return sentenceHarm('violence and weapons', '7-9', words, index);
  // At 4–6 a sword is a prop (a glowing sword in the square); one held ready in a hand is not.
  const wielded =
    (governing && WIELDING_DEEDS.has(governing.lemma)) ||
    (ARTILLERY.has(word.normal) && words.some((other) => FIRING.has(other.lemma)));
  if (age !== '4-6' || !wielded || inPlay(words) || KITCHEN.test(sentence)) return null;
  return sentenceHarm('violence and weapons', '4-6', words, index);
}
