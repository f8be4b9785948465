// The WordNet kinds of word-kinds.ts as sets the event reading looks words up in: deeds that kill or
// wound and living beings (people, children, grown-ups, animals, with their plurals).
// They widen the hand lists of event-words.ts to every word WordNet files under the same kind.
import { WORD_KINDS } from './word-kinds.ts';
import { WORD_SENSES } from './word-senses.ts';

export type WordKind = keyof typeof WORD_KINDS;

/** The plural a noun most likely takes, so "villagers" and "puppies" are found. */
function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

function wordsOf(kinds: readonly WordKind[], withPlurals: boolean): ReadonlySet<string> {
  const words = kinds.flatMap((kind) => WORD_KINDS[kind].split('|'));
  return new Set(withPlurals ? words.flatMap((word) => [word, plural(word)]) : words);
}

export const KILLING_DEEDS = wordsOf(['kill'], false);
export const WOUNDING_DEEDS = wordsOf(['wound'], false);
export const LIVING_KINDS = wordsOf(['person', 'child', 'adult', 'animal'], true);
export const ANIMAL_KINDS = wordsOf(['animal'], true);
/** Parts of a body by WordNet's sense class (a heart, knees, a liver), with their plurals. */
export const BODY_PARTS = new Set(
  WORD_SENSES.noun.body.split('|').flatMap((word) => [word, plural(word)]),
);

/** Nouns WordNet files under a kind that is no being: a printer, a river, a dinner. */
const KNOWN_THINGS = new Set(
  Object.entries(WORD_SENSES.noun)
    .filter(([kind]) => !['person', 'animal', 'body'].includes(kind))
    .flatMap(([, words]) => words.split('|').flatMap((word) => [word, plural(word)])),
);

/** Whether WordNet files the noun under a kind that is no being (a log, a cake stump, a printer). */
export function knownThing(noun: string): boolean {
  return KNOWN_THINGS.has(noun);
}

/** Things done or told before others: a joke, a song, a trick, a show (WordNet's acts and messages). */
export const PERFORMANCES = new Set(
  [WORD_SENSES.noun.act, WORD_SENSES.noun.communication].flatMap((words) => words.split('|')),
);

/** A noun named by what someone does ("the baker", "the florist"), unless WordNet files it as a thing. */
export function namedByTrade(noun: string): boolean {
  return /^[a-z]{3,}(?:er|or|ist|ian)s?$/.test(noun) && !KNOWN_THINGS.has(noun);
}

/**
 * The base forms a verb may come from when the tagger gives none ("walloped", "pummelled",
 * "garrotting"), so a deed of a kind is found in every form, listed or not.
 */
export function verbStems(word: string): string[] {
  const found = /^(.+?)(ied|ies|ed|ing|es|s|d)$/.exec(word);
  if (!found) return [word];
  const [, stem = '', ending = ''] = found;
  if (ending === 'ied' || ending === 'ies') return [word, `${stem}y`];
  const undoubled = /([bdglmnprt])\1$/.test(stem) ? [stem.slice(0, -1)] : [];
  return [word, stem, `${stem}e`, ...undoubled];
}

/** Whether a read verb is a deed of the kind: by its lemma, or any stem of the word as written. */
export function deedOfKind(kind: ReadonlySet<string>, lemma: string, normal: string): boolean {
  return kind.has(lemma) || verbStems(normal).some((stem) => kind.has(stem));
}
