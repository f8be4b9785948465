// "get locked in the aquarium overnight", "stranded on a moon colony", "scared of the dark": a
// situation the hero is in is told as what they want, the way out, the way home or the courage.
import type { TaggedWord } from '../read-english.ts';
import { COMPANION_KINDS, NOT_THINGS, isNoun } from './idea-words.ts';
import { isName } from './is-name.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import type { IdeaWant } from './story-idea.ts';

/** Where someone is caught, and the way they want: locked in, the way out; stranded, the way home. */
const CAUGHT: Record<string, { in: string; on: string }> = Object.fromEntries([
  ...'locked trapped stuck shut'
    .split(' ')
    .map((word) => [word, { in: 'way out', on: 'way home' }]),
  ...'stranded lost marooned shipwrecked'
    .split(' ')
    .map((word) => [word, { in: 'way home', on: 'way home' }]),
]);
const FEARS = new Set('scared afraid frightened terrified nervous'.split(' '));

/** The noun phrase after a preposition, "the dark" included, where the tagger reads "dark" as an adjective. */
function placeAt(words: readonly TaggedWord[], start: number) {
  const phrase = nounPhraseAt(words, start);
  if (phrase) return { phrase: phrase.phrase, noun: phrase.head.normal, end: phrase.end };
  const word = words[start + (words[start]?.tags.has('Determiner') ? 1 : 0)];
  if (!word?.tags.has('Adjective')) return null;
  return { phrase: word.text, noun: word.normal, end: words.indexOf(word) };
}

/**
 * "Kemal's kite got stuck on the roof": a thing caught somewhere is what the hero rescues; the
 * hero is not the one stuck, and wants no way home.
 */
function caughtThing(
  words: readonly TaggedWord[],
  verb: number,
  heroIndex: number | null,
): IdeaWant | null {
  const head = words[verb - 1];
  if (!head || verb - 1 === heroIndex || head.sentence !== words[verb]?.sentence) return null;
  if (!isNoun(head) || ['Pronoun', 'Person', 'ProperNoun'].some((tag) => head.tags.has(tag)))
    return null;
  // "his friends get lost": someone caught is the hero's company, and the way out is theirs.
  const one = head.tags.has('Plural') ? head.normal.replace(/e?s$/, '') : head.normal;
  if (
    !/^\p{Ll}/u.test(head.text) ||
    NOT_THINGS.has(head.normal) ||
    isName(head, verb - 1, words) ||
    COMPANION_KINDS.has(head.normal) ||
    COMPANION_KINDS.has(one)
  )
    return null;
  let start = verb - 1;
  while (start > 0 && words[start - 1]?.tags.has('Adjective')) start -= 1;
  // A thing lost is found; one stuck or locked in is rescued.
  return {
    verb: /^(lost|stranded|marooned|shipwrecked)$/.test(words[verb + 1]?.normal ?? '')
      ? 'find'
      : 'rescue',
    thing: words
      .slice(start, verb)
      .map((part) => part.normal)
      .join(' '),
    noun: head.normal,
    question: false,
  };
}

/**
 * "get locked in the aquarium overnight", "stranded on a moon colony", "scared of the dark": the
 * situation the hero is in, told as what they want: the way out, the way home, the courage to face it.
 */
export function readSituation(
  words: readonly TaggedWord[],
  index: number,
  heroIndex: number | null = null,
): IdeaWant | null {
  const word = words[index] as TaggedWord;
  // "get shut inside": the tagger may take the participle for the verb's particle.
  if (
    /^(get|gets|got|is|are|was|were|be|been)$/.test(word.normal) &&
    CAUGHT[words[index + 1]?.normal ?? '']
  )
    return caughtThing(words, index, heroIndex) ?? readSituation(words, index + 1);
  let at = index + 1;
  // "lost deep in the woods", "get lost hiking in the Pyrenees": what is done there comes between.
  const doing = (word: TaggedWord | undefined) =>
    word !== undefined &&
    (word.tags.has('Adverb') || word.tags.has('Gerund') || /\w+ing$/.test(word.normal));
  while (doing(words[at]) && at < index + 3) at += 1;
  const preposition = words[at]?.normal ?? '';
  const caught = CAUGHT[word.normal];
  if (caught && /^(in|inside|on|at|aboard)$/.test(preposition)) {
    const place = placeAt(words, at + 1);
    if (!place || NOT_THINGS.has(place.noun) || words[place.end]?.tags.has('Person')) return null;
    // The place is the story's place; the want stays short, as it is told in every part.
    const way = /^(in|inside)$/.test(preposition) ? caught.in : caught.on;
    return { verb: 'find', thing: way, noun: '', question: false };
  }
  // "gets separated from her school trip": the way back to them.
  if (/^(separated|split)$/.test(word.normal) && words[index + 1]?.normal === 'from') {
    const from = nounPhraseAt(words, index + 2);
    if (!from || NOT_THINGS.has(from.head.normal)) return null;
    return {
      verb: 'find the way back to',
      thing: from.told,
      noun: from.head.normal,
      question: false,
    };
  }
  if (FEARS.has(word.normal) && preposition === 'of') {
    const fear = placeAt(words, at + 1);
    if (!fear || NOT_THINGS.has(fear.noun)) return null;
    // A fear is not a place to reach or a thing to find: what the hero finds is the courage.
    const feared = words
      .slice(at + 1, fear.end + 1)
      .map((part) => part.text.replace(/[.,!?;:]+$/, ''))
      .join(' ')
      .toLowerCase();
    return { verb: 'find', thing: `courage to face ${feared}`, noun: '', question: false };
  }
  return null;
}
