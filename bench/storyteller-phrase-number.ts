// The noun phrases around a verb and the number a reader hears in them, for the agreement check
// (bench/storyteller-agreement.ts): "the goose" in "the goose in wellies", the head noun of "the
// friendly voice telling stories", and "the cat and the dogs" as plural.
import nlp from 'compromise/three';
import {
  ends,
  isPreposition,
  nominal,
  termsOf,
  type GrammaticalNumber,
  type Term,
} from './storyteller-agreement-terms.ts';
import { isEnglishWord } from './storyteller-word-checks.ts';

const PLURAL_PRONOUNS = new Set(['they', 'we', 'these', 'those', 'both', 'many', 'few', 'several']);
const SINGULAR_PRONOUNS =
  /^(he|she|everyone|everybody|someone|somebody|nobody|no one|anyone|everything|something|nothing|this|that)$/;
/** Words whose number the verb may take either way, or that are no subject at all. */
const NUMBERLESS = new Set(['i', 'you', 'who', 'that', 'which', 'what', 'there', 'it', 'here']);

/** The noun phrase that ends just before `end` (exclusive): "the goose" in "the goose in wellies". */
export function phraseBefore(terms: readonly Term[], end: number): Term[] {
  let start = end;
  while (start > 0 && nominal(terms[start - 1] as Term) && !ends(terms[start - 2])) start -= 1;
  if (start > 0 && start < end && !ends(terms[start - 1])) {
    // "the box of cookies in the hall": the head is the first noun, before every preposition.
    const before = terms[start - 1] as Term;
    if (before.normal === 'of' || isPreposition(before)) return phraseBefore(terms, start - 1);
  }
  return terms.slice(start, end);
}

/**
 * The noun phrase that starts at `start`: "the sea caves" in "were the sea caves.", "the twins" in
 * "was the twins next door"; phrases joined by "and" are one.
 */
export function phraseFrom(terms: readonly Term[], start: number): Term[] {
  let at = start;
  while (terms[at]?.tags.has('Adverb')) at += 1;
  const phrase: Term[] = [];
  let named: boolean = false;
  while (at < terms.length) {
    const term = terms[at] as Term;
    const joins: boolean = term.normal === 'and' && named;
    const noun: boolean = term.tags.has('Noun');
    if (!joins && !(named ? noun : nominal(term))) break;
    phrase.push(term);
    named = joins ? false : named || noun;
    at += 1;
    if (ends(term)) break;
  }
  return phrase;
}

/**
 * The head of a noun phrase: its last noun before any preposition, verb or participle ("the
 * friendly voice telling stories"), never a possessive ("the visitors' book").
 */
export function headOf(phrase: readonly Term[]): Term | undefined {
  const upTo = phrase.findIndex(
    (term, index) =>
      index > 0 &&
      (isPreposition(term) ||
        term.tags.has('Verb') ||
        (/ing$/.test(term.normal) && phrase[index - 1]?.tags.has('Noun') === true)),
  );
  const nouns = phrase
    .slice(0, upTo < 0 ? phrase.length : upTo)
    .filter((term) => term.tags.has('Noun') && !term.tags.has('Possessive'));
  return nouns[nouns.length - 1];
}

const numbers = new Map<string, GrammaticalNumber | null>();

/**
 * "the llamas", "the pandas": the tagger reads some plurals of a noun ending in "-a" as one thing;
 * the word lists hold the "-a" noun they are the plural of.
 */
function pluralOfA(word: string): boolean {
  return /[^aeiou]as$/.test(word) && isEnglishWord(word.slice(0, -1)) && isEnglishWord(word);
}

/**
 * The number of a noun phrase: joined by "and" it is plural; otherwise its head noun's, from a
 * parse of the phrase alone, so the verb that follows cannot sway the tagger ("The cat were").
 */
export function numberOf(phrase: readonly Term[]): GrammaticalNumber | null {
  const words = phrase.map((term) => term.normal);
  const text = words.join(' ');
  if (!text || NUMBERLESS.has(text)) return null;
  if (words.includes('and')) return 'plural';
  if (PLURAL_PRONOUNS.has(text)) return 'plural';
  if (SINGULAR_PRONOUNS.test(text)) return 'singular';
  const said = phrase
    .map((term, index) => (index < phrase.length - 1 ? term.text + term.post : term.text))
    .join('');
  if (numbers.has(said)) return numbers.get(said) ?? null;
  const head = headOf(termsOf(said));
  const number: GrammaticalNumber | null = !head
    ? null
    : head.tags.has('Plural') || (/^\p{Ll}/u.test(head.text) && pluralOfA(head.normal))
      ? 'plural'
      : head.tags.has('Singular') || !nlp(head.text).nouns().isPlural().found
        ? 'singular'
        : 'plural';
  numbers.set(said, number);
  return number;
}
