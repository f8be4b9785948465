// Who has done something the story must uncover, and their deed: "Somebody has been swapping the
// labels on every jar", "A raccoon keeps stealing the pies". Never the hero.
import { toGerund, toInfinitive, toParticiple, type TaggedWord } from '../read-english.ts';
import { TIME_NOUNS, isNoun } from './idea-words.ts';
import { isName } from './is-name.ts';
import { purposeAfter } from './purpose-after.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import { ownerAt } from './owner-at.ts';

export interface IdeaCulprit {
  /** Who did it, when the idea says: "raccoon"; null for "somebody". */
  who: string | null;
  /** The deed's verb: "swap", "steal". */
  verb: string;
  /** The deed took something away, so the story is about finding it. */
  takes: boolean;
  /** The deed ate what it was done to ("ate the top off the cake"): a culprit's hunger is why. */
  ate: boolean;
  /** What the deed was done to, without its article: "golden trophy", "labels". */
  thing: string;
  /** The deed told as going on: "swapping the labels on every jar". */
  doing: string;
  /** The deed told as done: "swapped the labels on every jar". */
  done: string;
  /** The deed's object: "labels", "pies". */
  noun: string;
}

const UNKNOWN = new Set('who someone somebody anyone anybody nobody'.split(' '));
/**
 * What an unknown someone may do that is no deed to uncover: "nobody knows the answer", "someone
 * needs a friend".
 */
const NO_DEED = new Set(
  'know think believe want need like love see hear say tell help find feel seem become have be'.split(
    ' ',
  ),
);

/**
 * "Who stole the hamster?", "find out who has been poisoning the roses": "who" asks for the doer
 * at a sentence's start, after a verb or after "of" or "about"; after a noun ("a thief named Vesna who steals") it only
 * says more about them.
 */
function asksWho(words: readonly TaggedWord[], index: number): boolean {
  const previous = words[index - 1];
  return (
    !previous ||
    !sameSentence(previous, words[index]) ||
    previous.tags.has('Verb') ||
    previous.tags.has('Particle') ||
    // "the mystery of who is stealing tomatoes", "a story about who took the cake".
    /^(of|about)$/.test(previous.normal)
  );
}
/** Verbs that carry the deed: "keeps stealing", "has been swapping". */
const CARRIERS = new Set(['keep', 'be', 'have']);
const TAKING = new Set('steal take pinch snatch hide grab borrow'.split(' '));
// "Somebody ate the top off the cake" took nothing that can be found again: the story finds out
// who ate it. "My dog ate the camper" says who, and the camper is what is looked for.
const EATING = new Set(['eat', 'nibble']);
const DEEDS = new Set(
  'steal take grab borrow swap eat paint hide move break mix muddle switch nibble pinch snatch scribble draw knock tip spill dig chew tangle untie unplug turn play'.split(
    ' ',
  ),
);

/** Done to a thing in the passive with nobody named: "the exam papers get leaked". */
const PASSIVE_DEEDS = new Set([
  ...TAKING,
  'eat',
  'nibble',
  'leak',
  'swap',
  'smash',
  'wreck',
  'sabotage',
]);

/**
 * Deeds done onto a thing rather than to it, told with a preposition: "drew on the wall", "spilled
 * paint all over the rug" keeps its object; "scribbled over the map" has only the place.
 */
const DONE_ONTO = new Set('draw scribble paint spill write chew dig splash'.split(' '));
const ONTO = new Set('on onto over across into in all'.split(' '));

/** The object of a deed, or the thing it was done onto: "the labels", "on the wall". */
function objectOf(words: readonly TaggedWord[], index: number, verb: string) {
  // "leaves exactly one red rose": how many is no part of the thing left.
  let start = index + 1;
  while (
    (words[start]?.tags.has('Adverb') || words[start]?.tags.has('Cardinal')) &&
    sameSentence(words[start], words[index]) &&
    start < index + 3
  )
    start += 1;
  const object = nounPhraseAt(words, start);
  if (object || !DONE_ONTO.has(verb)) return object;
  let at = index + 1;
  while (ONTO.has(words[at]?.normal ?? '') && at < index + 3) at += 1;
  return at > index + 1 ? nounPhraseAt(words, at) : null;
}

const sameSentence = (a: TaggedWord | undefined, b: TaggedWord | undefined) =>
  a !== undefined && b !== undefined && a.sentence === b.sentence;
/**
 * The deed the story must uncover: a subject that is not the hero ("somebody", "a raccoon") doing
 * one of the mischief verbs, carried by "keeps" or "has been" or told in the past.
 */
/**
 * "after the bakery's secret recipe gets stolen", "the crown was taken": a deed told in the passive,
 * done to a thing by someone the idea does not name.
 */
function passiveDeed(words: readonly TaggedWord[], index: number): IdeaCulprit | null {
  const word = words[index] as TaggedWord;
  if (!word.tags.has('PastTense') && !word.tags.has('Participle')) return null;
  const infinitive = [...PASSIVE_DEEDS].find((verb) => toParticiple(verb) === word.normal);
  if (!infinitive) return null;
  let carrier = index - 1;
  while (words[carrier]?.tags.has('Adverb')) carrier -= 1;
  if (
    !/^(get|gets|got|gotten|getting|is|are|was|were|been|be|being)$/.test(
      words[carrier]?.normal ?? '',
    )
  )
    return null;
  let start = carrier - 1;
  // "the wedding keeps getting sabotaged", "has been taken".
  while (start >= 0 && /^(been|keeps|keep|kept)$/.test(words[start]?.normal ?? '')) start -= 1;
  const end = start;
  // "cosy mystery: the prize marrow is stolen": a colon or a comma ends what came before.
  const before = (at: number) =>
    at > 0 &&
    sameSentence(words[at - 1], word) &&
    !/[,:;]/.test(String((words[at - 1] as { after?: string }).after ?? '')) &&
    !words[at - 1]?.tags.has('Verb') &&
    !words[at - 1]?.tags.has('Preposition') &&
    !words[at - 1]?.tags.has('Conjunction');
  while (before(start)) start -= 1;
  // "the answers to the spelling test get leaked": the thing done to keeps what it is of.
  const of = start - 1;
  // "the wedding on Naxos keeps getting sabotaged": and where it is.
  if (/^(to|of|for|on|at|in)$/.test(words[of]?.normal ?? '') && isNoun(words[of - 1] ?? word)) {
    start = of - 1;
    while (before(start)) start -= 1;
  }
  const object = nounPhraseAt(words, start);
  if (!object || object.head.tags.has('Person')) return null;
  if (object.end !== end && !(object.end === of - 1 && nounPhraseAt(words, of + 1)?.end === end))
    return null;
  const told = words
    .slice(start, end + 1)
    .map((part) => part.text.replace(/[.,!?;:]+$/, ''))
    .join(' ');
  // "Eleni's cousin's wedding" has its owner where an article would be.
  const owned = words[start]?.tags.has('Possessive') === true;
  const thing = owned || /^(the|a|an)$/i.test(words[start]?.normal ?? '') ? told : `the ${told}`;
  return {
    who: null,
    verb: infinitive,
    takes: TAKING.has(infinitive),
    ate: EATING.has(infinitive),
    thing: (object.end === end ? object.phrase : told.replace(/^(the|a|an) /i, '')).toLowerCase(),
    doing: `${toGerund(infinitive)} ${thing}`,
    done: `${toParticiple(infinitive)} ${thing}`,
    noun: object.head.normal,
  };
}

export function findCulprit(
  words: readonly TaggedWord[],
  heroIndex: number | null,
): IdeaCulprit | null {
  const passive = words.map((_, index) => passiveDeed(words, index)).find(Boolean);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    if (!word.tags.has('Verb') || word.tags.has('Auxiliary')) continue;
    // "keeps moving": the word's own tags in the idea say it is a verb's -ing form, which alone reads as an adjective.
    const infinitive = toInfinitive(word.normal, word.tags);
    let subject = index - 1;
    while (subject >= 0 && (words[subject]?.tags.has('Verb') || words[subject]?.text === '')) {
      const carrier = toInfinitive(words[subject]?.normal ?? '');
      if (!CARRIERS.has(carrier) && !words[subject]?.tags.has('Auxiliary') && words[subject]?.text)
        break;
      subject -= 1;
    }
    const who = words[subject];
    if (!who || !sameSentence(who, word) || subject === heroIndex) continue;
    // Someone the idea does not name may do any deed ("someone leaked the exam answers"); one it
    // names, only mischief.
    const unknown =
      UNKNOWN.has(who.normal.replace(/'s$/, '')) &&
      (who.normal !== 'who' || asksWho(words, subject));
    if (unknown ? NO_DEED.has(infinitive) : !DEEDS.has(infinitive)) continue;
    if (!unknown && (!isNoun(who) || who.tags.has('Pronoun') || isName(who, subject, words)))
      continue;
    const object = objectOf(words, index, infinitive);
    if (!object) continue;
    // "Kwame and his grandma take the train to the coast to find…": one of the hero's own going
    // somewhere for a purpose takes nothing from anyone.
    const own =
      words[subject - 1]?.tags.has('Possessive') && words[subject - 1]?.tags.has('Pronoun');
    if (own && purposeAfter(words, object.end)) continue;
    let end = object.end + 1;
    // "on every jar in the village bakery": the deed keeps its first place phrase.
    // "out of nannas tin (it was the dog lol)": an aside in brackets is not where it happened;
    // "from grandmas garden, Kwame and his puppy find out who": nor what a comma sets apart.
    // "on grandad's fishing boat": an -ing word between an owner and a thing names its kind; the
    // tagger may read the owner's "'s" as a silent "is", an empty word.
    const describing = (at: number): boolean =>
      (words[at]?.text === '' &&
        ownerAt(words, at) &&
        (describing(at + 1) ||
          (isNoun(words[at + 1] ?? word) && !/ing$/.test(words[at + 1]?.normal ?? '')))) ||
      (words[at]?.tags.has('Gerund') === true &&
        (ownerAt(words, at - 1) || /^(the|a|an)$/.test(words[at - 1]?.normal ?? '')) &&
        isNoun(words[at + 1] ?? word) &&
        !/['’]s$/.test(words[at + 1]?.text ?? '') &&
        sameSentence(words[at + 1], word));
    while (
      sameSentence(words[end], word) &&
      words[end]?.normal !== 'and' &&
      !words[end]?.tags.has('Conjunction') &&
      (!words[end]?.tags.has('Verb') || describing(end)) &&
      !/[(),;:]/.test(String((words[end - 1] as { after?: string }).after ?? ''))
    )
      end += 1;
    // "in the new house on moving day": a place phrase cut short by a verb-like word is left out.
    while (end > object.end + 1 && words[end - 1]?.tags.has('Preposition')) end -= 1;
    // "on every pair of boots the night before the final": a time cut short by "before" is left
    // out whole, never told as "the night".
    if (
      end > object.end + 2 &&
      TIME_NOUNS.has(words[end - 1]?.normal ?? '') &&
      /^(the|that|this|last)$/.test(words[end - 2]?.normal ?? '') &&
      words[end]?.tags.has('Conjunction')
    )
      end -= 2;
    const rest = words
      .slice(index + 1, end)
      .filter((part) => part.text !== '')
      .map((part) => part.text.replace(/[.,!?;:]+$/, ''))
      .join(' ');
    return {
      who: unknown ? null : who.normal,
      verb: infinitive,
      takes: TAKING.has(infinitive) || (!unknown && EATING.has(infinitive)),
      ate: EATING.has(infinitive),
      thing: object.phrase.toLowerCase(),
      doing: `${toGerund(infinitive)} ${rest}`,
      done: `${toParticiple(infinitive)} ${rest}`,
      noun: object.head.normal,
    };
  }
  return passive ?? null;
}
