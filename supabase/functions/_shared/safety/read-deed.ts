// Who does a deed and to whom, read from one tagged sentence: its clause, its doer, its objects
// (and the target of at/on/into), whether it is passive, and whether it is refused or negated.
import {
  ANIMAL_WORDS,
  BODY_WORDS,
  PERSON_WORDS,
  PLAY_WORDS,
  REFUSING_WORDS,
} from './event-words.ts';
import type { ReadWord } from './read-sentence.ts';
import { BODY_PARTS, knownThing, LIVING_KINDS } from './word-kind-sets.ts';

const CLAUSE_BREAKS = new Set(
  ', and but so because when where while then that which who until after before if'.split(' '),
);
const PASSIVE_HELPERS = new Set('was were is are be been being get gets got getting'.split(' '));
export const REFLEXIVE = new Set(
  'himself herself themselves myself yourself itself ourselves'.split(' '),
);
const PARTICLES = new Set('out up down off away'.split(' '));
const TARGET_PREPOSITIONS = new Set('at on into against in onto through'.split(' '));
/** Where a thing goes past someone: "smashes the ball past her opponent" hits the ball only. */
const PATH_WORDS = new Set('past towards toward across beyond along'.split(' '));

export interface Patient {
  word: ReadWord | undefined;
  /** Reached through at, on, into …: the target, not the thing handled. */
  targeted: boolean;
  /** The preposition it was reached through. */
  through?: string;
}

export function isNoun(word: ReadWord | undefined): boolean {
  if (!word || word.tags.has('Possessive')) return false;
  return (
    word.tags.has('Noun') ||
    word.tags.has('Pronoun') ||
    PERSON_WORDS.has(word.normal) ||
    ANIMAL_WORDS.has(word.normal)
  );
}

/** A person, an animal or a body: what can be harmed. */
/** Colours the tagger takes for surnames: "the plants went brown" names no Mr Brown. */
const SURNAME_COLOURS = new Set(['brown', 'white', 'black', 'green', 'grey', 'gray']);

export function living(word: ReadWord | undefined): boolean {
  if (!word || word.normal === 'it' || word.normal === 'its') return false;
  return (
    PERSON_WORDS.has(word.normal) ||
    ANIMAL_WORDS.has(word.normal) ||
    BODY_WORDS.has(word.normal) ||
    LIVING_KINDS.has(word.normal) ||
    ((word.tags.has('Person') || word.tags.has('FirstName')) && !SURNAME_COLOURS.has(word.normal))
  );
}

/**
 * What "it" or "them" stands for: for "it", the last thing or being named before it that is not
 * behind a preposition or read as a noun straight after a verb ("gets hit"), so "the cat gets hit
 * by the car and it's dead" is the cat and "the phone fell in the bath and it's dead" the phone; for
 * "them", the last plural named before it ("brings muffins to Granny and they eat them" eats the
 * muffins, "grabbed the children and ate them" the children). Any other word stands for itself.
 */
export function standsFor(words: readonly ReadWord[], word: ReadWord): ReadWord {
  if (word.normal !== 'it' && word.normal !== 'them') return word;
  for (let at = words.indexOf(word) - 1; at >= 0; at -= 1) {
    const named = words[at];
    if (!named || !isNoun(named) || named.tags.has('Pronoun')) continue;
    if (word.normal === 'them') {
      if (named.tags.has('Plural')) return named;
      continue;
    }
    if (words[at - 1]?.tags.has('Verb')) continue;
    let before = at - 1;
    while (before >= 0 && words[before]?.tags.has('Determiner')) before -= 1;
    if (!words[before]?.tags.has('Preposition')) return named;
  }
  return word;
}

export function clauseStart(words: readonly ReadWord[], index: number): number {
  for (let at = index - 1; at >= 0; at -= 1)
    if (CLAUSE_BREAKS.has(words[at]?.normal ?? '')) return at + 1;
  return 0;
}

export function clauseEnd(words: readonly ReadWord[], index: number): number {
  for (let at = index + 1; at < words.length; at += 1)
    if (CLAUSE_BREAKS.has(words[at]?.normal ?? '')) return at;
  return words.length;
}

function modifies(word: ReadWord | undefined): boolean {
  return Boolean(
    word &&
    (word.tags.has('Determiner') || word.tags.has('Adjective') || word.tags.has('Possessive')),
  );
}

/** The doer: the nearest noun before the deed that is not the object of a preposition. */
export function subjectOf(words: readonly ReadWord[], index: number): ReadWord | undefined {
  const from = clauseStart(words, index);
  for (let at = index - 1; at >= 0; at -= 1) {
    const word = words[at];
    if (!isNoun(word) && !word?.possessive) continue;
    let before = at - 1;
    while (before >= 0 && modifies(words[before])) before -= 1;
    const ahead = words[before];
    if (ahead?.tags.has('Preposition') && !CLAUSE_BREAKS.has(ahead.normal) && at >= from) continue;
    if (at < from && !living(word)) continue;
    return word;
  }
  return undefined;
}

/** Who or what a deed is done to: its object and the object of a following at/on/into. */
export function patientsOf(words: readonly ReadWord[], index: number): Patient[] {
  const end = clauseEnd(words, index);
  const found: Patient[] = [];
  let through: string | undefined;
  let compound = false;
  for (let at = index + 1; at < end; at += 1) {
    const word = words[at];
    if (!word) break;
    const afterModifier = compound;
    compound = false;
    if (PARTICLES.has(word.normal) && at === index + 1) continue;
    if (PATH_WORDS.has(word.normal)) break;
    if (word.tags.has('Preposition')) {
      if (!TARGET_PREPOSITIONS.has(word.normal)) break;
      through = word.normal;
      continue;
    }
    if (
      word.tags.has('Verb') &&
      !word.tags.has('Particle') &&
      !word.tags.has('Gerund') &&
      !afterModifier
    )
      break;
    // "hung her coat up": her before a noun is whose it is, not who it is done to.
    if (word.normal === 'her' && isNoun(words[at + 1]) && !living(words[at + 1])) continue;
    // "smashes her brother's conker": the brother owns what is done to; the conker is the patient.
    // His heart or his knees are still him.
    const next = words[at + 1];
    // "eats Granny's washing", "kicks Tom's little dog": what follows belongs to them, whatever its tag.
    const owned =
      isNoun(next) ||
      next?.normal === 'one' ||
      next?.normal === 'ones' ||
      Boolean(next?.tags.has('Gerund') || next?.tags.has('Adjective'));
    if (word.possessive && owned && !living(next) && !BODY_PARTS.has(next?.normal ?? '')) continue;
    // "breaks baby bears chair", "kicks the cat flap": a noun straight before another says whose it
    // is or what kind; the last one is what the deed is done to ("hit the boy Tom" is still Tom).
    if (namesKindOf(word, next) && at + 1 < end) {
      compound = true;
      continue;
    }
    // "kill that remote": a thing named last after a determiner, whatever the tagger made of it.
    // "attacks the hoover every time mum turns it on": a noun before its own verb starts a new clause.
    if (found.length && isNoun(word) && next && finiteVerb(next)) break;
    const named = at === end - 1 && words[at - 1]?.tags.has('Determiner');
    if (named || isNoun(word) || word.possessive || REFLEXIVE.has(word.normal)) {
      found.push({ word, targeted: Boolean(through), through });
      if (through && !word.possessive && !isNoun(next) && !next?.possessive) break;
    }
  }
  return found;
}

function namesKindOf(word: ReadWord, next: ReadWord | undefined): boolean {
  const plain = (noun: ReadWord) => isNoun(noun) && !noun.tags.has('Pronoun') && !noun.possessive;
  // "baby bear's chair": a kind before an owner is still the owner's kind.
  return Boolean(
    next &&
    plain(word) &&
    (plain(next) || (next.possessive && next.tags.has('Noun') && !next.tags.has('Pronoun'))) &&
    !['Person', 'FirstName', 'Uncountable', 'Date'].some((tag) => next.tags.has(tag)),
  );
}

function finiteVerb(word: ReadWord): boolean {
  return (
    word.tags.has('Verb') &&
    (word.tags.has('PresentTense') || word.tags.has('PastTense')) &&
    !word.tags.has('Gerund') &&
    !word.tags.has('Participle')
  );
}

export function passive(words: readonly ReadWord[], index: number): boolean {
  const word = words[index];
  if (!word?.tags.has('PastTense') && !word?.tags.has('Participle')) return false;
  for (let at = index - 1; at >= Math.max(0, index - 3); at -= 1)
    if (PASSIVE_HELPERS.has(words[at]?.normal ?? '')) return true;
  return false;
}

/** Whether the deed is refused or negated: "refuses to fight", "instead of fighting", "never hurt". */
export function refused(words: readonly ReadWord[], index: number): boolean {
  const from = Math.max(clauseStart(words, index), index - 4);
  for (let at = from; at < index; at += 1) {
    const word = words[at];
    if (word && (REFUSING_WORDS.has(word.normal) || word.tags.has('Negative'))) return true;
  }
  return false;
}

/** Play said not to be play: "in real life, not just in the game". */
const FOR_REAL =
  /\b(?:in real life|irl|not (?:just |only )?(?:in|on) (?:the|a|my|his|her|their) (?:game|screen)|not (?:just |only )?(?:a )?pretend)\b/;

/** A game, a toy, pretend or a friendly duel anywhere in the sentence, unless told as real. */
export function inPlay(words: readonly ReadWord[]): boolean {
  if (FOR_REAL.test(words.map((word) => word.normal).join(' '))) return false;
  return words.some((word) => PLAY_WORDS.has(word.normal));
}

/**
 * Whether the word at `index` describes a thing it stands before: after "a", "the", an owner or
 * another adjective ("a dead old stump", "Nana's killer lemon cake", not "is dead now"), the next
 * noun after any adjectives is no living being; the tagger may read a noun it does not know as a
 * verb ("a dead log"), so a noun WordNet files as a thing counts too.
 */
export function thingAfter(words: readonly ReadWord[], index: number): boolean {
  const before = words[index - 1];
  const attributive =
    before && (before.tags.has('Determiner') || before.tags.has('Adjective') || before.possessive);
  if (!attributive) return false;
  let at = index + 1;
  while (words[at]?.tags.has('Adjective') && words[at + 1]) at += 1;
  const next = words[at];
  if (!next || living(next) || next.tags.has('Preposition') || next.tags.has('Determiner'))
    return false;
  return (isNoun(next) && !next.tags.has('Pronoun')) || knownThing(next.normal);
}
