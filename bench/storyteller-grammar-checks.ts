// What bench/storyteller-grammar.ts counts in a told story's sentences: subject–verb number slips
// and doubled or wrong articles (from a compromise parse, not from the storyteller's own code),
// five-word phrases a story keeps repeating, and sentences too long for their band. Its words are
// checked in storyteller-word-checks.ts.
import nlp from 'compromise/three';
import { sentencesOf } from './storyteller-text.ts';
import { baseOf, tokensOf } from './storyteller-word-checks.ts';

type Verbs = ReturnType<ReturnType<typeof nlp>['verbs']>;

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
const PLURAL_PRONOUNS = new Set(['they', 'we', 'these', 'those', 'both', 'many', 'few', 'several']);
const NUMBERLESS = new Set(['i', 'you', 'who', 'that', 'which', 'what', 'there', 'it']);

const INVERTED_OR_NESTED =
  /^(of|and|or|but|nor|would|should|could|can|will|must|might|may|shall|did|does|do|to|was|were|is|are|had|has|have)$/i;

/** The number a subject phrase has when parsed on its own, so the verb cannot sway the tagger. */
function numberOf(subject: string): 'singular' | 'plural' | null {
  const text = subject
    .trim()
    .replace(/^["“]+|[.,;:!?"”]+$/g, '')
    .trim();
  const lower = text.toLowerCase();
  if (!lower || NUMBERLESS.has(lower)) return null;
  if (/\band\b/.test(lower)) return 'plural';
  if (PLURAL_PRONOUNS.has(lower)) return 'plural';
  if (
    /^(he|she|everyone|everybody|someone|somebody|nobody|no one|anyone|everything|something|nothing)$/.test(
      lower,
    )
  )
    return 'singular';
  // "the box of cookies": the number is the head's, before any preposition.
  const head = nlp(
    text.replace(/\s+(of|with|in|on|from|near|by|at|for|to|behind|beside)\s.*$/i, ''),
  );
  const nouns = head.nouns();
  if (!nouns.found) return null;
  return nouns.isPlural().found ? 'plural' : 'singular';
}

/** A verb's number when it shows one: "was" is singular, "were" plural, "runs" singular. */
function verbNumber(verb: string): 'singular' | 'plural' | null {
  const first = verb.trim().split(/\s+/)[0]?.toLowerCase().replace(/’/g, "'") ?? '';
  if (SINGULAR_VERBS.has(first)) return 'singular';
  if (PLURAL_VERBS.has(first)) return 'plural';
  return null;
}

export interface AgreementSlip {
  sentence: string;
  subject: string;
  verb: string;
}

/**
 * Subject–verb number slips in a text: "the garden gnomes was waiting", "There was the twins",
 * "the cat were". The subject comes from compromise's parse of the sentence; its number from a
 * parse of the subject alone.
 */
export function agreementSlips(text: string): AgreementSlip[] {
  return sentencesOf(text).flatMap((sentence) =>
    remembered(agreementCache, sentence, sentenceAgreement),
  );
}

/** Parses are slow and continuations share most sentences: each sentence is parsed once. */
function remembered<T>(
  cache: Map<string, T[]>,
  sentence: string,
  check: (sentence: string) => T[],
): T[] {
  const known = cache.get(sentence);
  if (known) return known;
  const found = check(sentence);
  cache.set(sentence, found);
  return found;
}

const agreementCache = new Map<string, AgreementSlip[]>();
const determinerCache = new Map<string, DeterminerSlip[]>();

function sentenceAgreement(sentence: string): AgreementSlip[] {
  const slips: AgreementSlip[] = [];
  const verbs = nlp(sentence).verbs() as Verbs;
  verbs.forEach((found) => {
    const verb = found as Verbs;
    const wanted = verbNumber(verb.text());
    if (!wanted) return;
    // ", and Kofi was": the "and" joins two clauses, it is no part of the subject.
    const subject = verb
      .subjects()
      .text()
      .replace(/^(and|but|so|then|or)\s+/i, '');
    // "one of the stars was": the parser hands back the stars; the subject is "one". "What
    // would she do": an auxiliary before the subject carries the number, not the verb after it.
    const at = sentence.indexOf(subject);
    const before = sentence.slice(0, at).trim().split(/\s+/).pop() ?? '';
    if (!subject || INVERTED_OR_NESTED.test(before)) return;
    // "The twins wanted to play a joke and then were too shy": the parser hands back the object
    // of the first verb; the second verb shares the first one's subject.
    const between = sentence.slice(at + subject.length, sentence.indexOf(verb.text(), at));
    if (/\b(and|or|but)\b/i.test(between) && nlp(before).has('#Verb')) return;
    // "She could hear a drum; … how close the gnomes were", "the cookies, and that was": a
    // subject never reaches past a ";" or into the next clause of ", and".
    if (/[;:]|,\s+(and|but|so|then|or)\s/i.test(between)) return;
    const has = numberOf(subject);
    if (has && has !== wanted) slips.push({ sentence, subject, verb: verb.text() });
  });
  // "There was the twins next door": the subject follows the verb.
  const existential =
    /\b[Tt]here\s+(was|is|were|are)\s+((?:the|a|an|some|two|three|many|all|every)\s+[^,.;!?]+?)(?=\s+(?:next|near|by|in|on|at|with|who|that|behind|beside|under|and|,|\.|!|\?|$))/.exec(
      sentence,
    );
  if (existential?.[1] && existential[2]) {
    const has = numberOf(existential[2]);
    const wanted = verbNumber(existential[1]);
    if (has && wanted && has !== wanted)
      slips.push({ sentence, subject: existential[2], verb: existential[1] });
  }
  return slips;
}

export interface DeterminerSlip {
  sentence: string;
  words: string;
}

/**
 * Doubled determiners ("the all the cookies", "a the", "the his") and the wrong indefinite article
 * ("a apple", "an kite"), from compromise's tags.
 */
export function determinerSlips(text: string): DeterminerSlip[] {
  return sentencesOf(text).flatMap((sentence) =>
    remembered(determinerCache, sentence, sentenceDeterminers),
  );
}

function sentenceDeterminers(sentence: string): DeterminerSlip[] {
  const slips: DeterminerSlip[] = [];
  const terms = nlp(sentence).terms().json() as {
    text: string;
    normal: string;
    tags: string[];
  }[];
  terms.forEach((term, index) => {
    const next = terms[index + 1];
    if (!next) return;
    const article = /^(a|an|the)$/.test(term.normal);
    if (!article) return;
    const determiner =
      next.tags.includes('Determiner') ||
      (next.tags.includes('Possessive') && next.tags.includes('Pronoun')) ||
      /^(a|an|the|all|every|each|both|my|your|his|her|its|our|their|this|that|these|those)$/.test(
        next.normal,
      );
    // "the one", "the other", "a few", "a little", "the same" are not doubled determiners.
    const allowed =
      /^(one|other|few|little|same|most|many|lot|least|more|first|last|very|only)$/.test(
        next.normal,
      );
    if (determiner && !allowed) slips.push({ sentence, words: `${term.text} ${next.text}` });
    if (term.normal === 'a' || term.normal === 'an') {
      const wantsAn = startsWithVowelSound(next.normal);
      if (wantsAn !== null && wantsAn !== (term.normal === 'an'))
        slips.push({ sentence, words: `${term.text} ${next.text}` });
    }
  });
  return slips;
}

/** Whether a word starts with a vowel sound, from its spelling; null where spelling cannot tell. */
function startsWithVowelSound(word: string): boolean | null {
  if (!/^[a-z]/.test(word)) return null;
  if (/^(hour|honest|honour|honor|heir)/.test(word)) return true;
  if (/^(uni|use|usu|ute|euro|eu|one|once|ur[ai])/.test(word)) return false;
  if (/^[aeiou]/.test(word)) return true;
  return false;
}

/**
 * Five-word phrases repeated more than three times across a story's parts, none of whose words
 * come from the idea. Counted within sentences, in lower case.
 */
export function repeatedPhrases(
  parts: readonly string[],
  ideaWords: ReadonlySet<string>,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of parts.flatMap(sentencesOf)) {
    const words = tokensOf(sentence).map((word) => word.toLowerCase().replace(/’/g, "'"));
    for (let start = 0; start + 5 <= words.length; start += 1) {
      const phrase = words.slice(start, start + 5);
      if (phrase.some((word) => ideaWords.has(baseOf(word)))) continue;
      const key = phrase.join(' ');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return new Map([...counts].filter(([, count]) => count > 3));
}

/** Sentences longer than a band's limit. */
export function longSentences(text: string, maxWords: number): string[] {
  return sentencesOf(text).filter((sentence) => tokensOf(sentence).length > maxWords);
}
