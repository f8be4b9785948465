// The words of a sentence as compromise parses them, and the word classes the agreement check reads
// them by (bench/storyteller-agreement.ts): a verb that shows its number, a preposition, a clause
// break, the words of a noun phrase.
import nlp from 'compromise/three';

export type GrammaticalNumber = 'singular' | 'plural';

export interface Term {
  text: string;
  normal: string;
  post: string;
  tags: Set<string>;
  index: [number, number];
}

const SINGULAR_VERBS = new Set([
  'was',
  'is',
  'has',
  'does',
  "wasn't",
  "isn't",
  "hasn't",
  "doesn't",
]);
const PLURAL_VERBS = new Set([
  'were',
  'are',
  'have',
  'do',
  "weren't",
  "aren't",
  "haven't",
  "don't",
]);
/**
 * Prepositions, the closed class, so a fronted place is read as one even where the tagger takes
 * "Behind" or "Under" for an adjective or a verb.
 */
const PREPOSITIONS = new Set(
  'about above across after against along amid among around at before behind below beneath beside besides between beyond by down from in inside into near of off on onto opposite outside over past round through throughout to toward towards under underneath upon with within without'.split(
    ' ',
  ),
);

/** The sentence's words from compromise's parse, a curly apostrophe read as a straight one. */
export function termsOf(sentence: string, doc = nlp(sentence)): Term[] {
  return ((doc.docs as unknown as Term[][])[0] ?? []).map((term) => ({
    ...term,
    normal: term.normal.replace(/’/g, "'"),
  }));
}

/** A verb's number when it shows one: "was" is singular, "were" plural; "ran" shows none. */
export function verbNumber(word: string): GrammaticalNumber | null {
  if (SINGULAR_VERBS.has(word)) return 'singular';
  if (PLURAL_VERBS.has(word)) return 'plural';
  return null;
}

export const isPreposition = (term: Term | undefined) =>
  term !== undefined && (term.tags.has('Preposition') || PREPOSITIONS.has(term.normal));
export const ends = (term: Term | undefined) => term !== undefined && /[,;:.!?]/.test(term.post);
/** Words before a noun that belong to its phrase; the tagger reads some adjectives as adverbs. */
export const modifies = (term: Term) =>
  term.tags.has('Determiner') ||
  term.tags.has('Adjective') ||
  term.tags.has('Adverb') ||
  term.tags.has('Possessive');
export const nominal = (term: Term) =>
  term.tags.has('Noun') ||
  term.tags.has('Adjective') ||
  term.tags.has('Determiner') ||
  term.tags.has('Possessive') ||
  term.tags.has('Value');
