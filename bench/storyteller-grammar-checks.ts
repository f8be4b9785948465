// What bench/storyteller-grammar.ts counts in a told story's sentences: doubled or wrong articles
// and an -ing form where a verb's plain form belongs (from a compromise parse, not from the
// storyteller's own code), five-word phrases a story keeps repeating, and sentences too long for
// their band. Its words are checked in
// storyteller-word-checks.ts, its subject–verb agreement in storyteller-agreement.ts.
import nlp from 'compromise/three';
import { sentencesOf } from './storyteller-text.ts';
import { baseOf, tokensOf } from './storyteller-word-checks.ts';

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

const determinerCache = new Map<string, DeterminerSlip[]>();

export interface DeterminerSlip {
  sentence: string;
  words: string;
}

/**
 * Doubled determiners ("the all the cookies", "a the", "the his") and the wrong indefinite article
 * ("a apple", "an kite"), from compromise's tags. `heroes` are the names the idea gives its cast as
 * typed: "An" named so is no article.
 */
export function determinerSlips(
  text: string,
  heroes: ReadonlySet<string> = new Set(),
): DeterminerSlip[] {
  return (
    sentencesOf(text)
      .flatMap((sentence) => remembered(determinerCache, sentence, sentenceDeterminers))
      // "An kept in mind what she had found out": a hero named An, as the idea gives her.
      .filter((slip) => !heroes.has(slip.words.split(' ')[0] ?? ''))
  );
}

function sentenceDeterminers(sentence: string): DeterminerSlip[] {
  const slips: DeterminerSlip[] = [];
  // Each match of `terms()` is one term, whose fields sit in its own `terms` list.
  const terms = (
    nlp(sentence).terms().json() as {
      terms: { text: string; normal: string; post: string; tags: string[] }[];
    }[]
  ).flatMap((match) => match.terms);
  terms.forEach((term, index) => {
    const next = terms[index + 1];
    if (!next) return;
    const article = /^(a|an|the)$/.test(term.normal);
    // "At Hoi An, Huong": a place's name that ends in "An" sets no article before what follows.
    if (!article || /[,;:]/.test(term.post ?? '')) return;
    // "live the under a bridge", "find the everyone's secrets": no article before a preposition
    // or before whose thing it is when that one is everyone or someone.
    const determiner =
      next.tags.includes('Determiner') ||
      (next.tags.includes('Possessive') && next.tags.includes('Pronoun')) ||
      /^(under|over|above|below|across|through|into|onto|beneath|behind|between|among|towards?|beyond|along|around|upon|within|without|during|against)$/.test(
        next.normal,
      ) ||
      /^(every|some|any|no)(one|body)['’]s$/.test(next.text.toLowerCase()) ||
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

const verbFormCache = new Map<string, string[]>();

// After these, English wants a verb's plain form: "could find", "wanted to find".
const MODALS = /^(could|can|would|will|should|shall|must|might|may)$/;
const WANTING =
  /^(want|wants|wanted|long|longs|longed|decide|decides|decided|try|tries|tried|hope|hopes|hoped|need|needs|needed|have|has|had|wish|goal|plan|planned)$/;

/**
 * An -ing form where the plain form belongs: "she could finding the crab", "she wanted to finding
 * the crab", "one goal: to opening the bank account". "Looking forward to meeting" is English, so
 * after "to" only a verb of wanting or a want's label counts.
 */
export function verbFormSlips(text: string): string[] {
  return sentencesOf(text).flatMap((sentence) =>
    remembered(verbFormCache, sentence, sentenceVerbForms),
  );
}

function sentenceVerbForms(sentence: string): string[] {
  const terms = (
    nlp(sentence).terms().json() as { terms: { normal: string; tags: string[] }[] }[]
  ).flatMap((match) => match.terms);
  return terms.flatMap((term, index) => {
    if (!term.tags.includes('Gerund') || !/ing$/.test(term.normal)) return [];
    const before = terms[index - 1]?.normal ?? '';
    const wants = before === 'to' && WANTING.test(terms[index - 2]?.normal ?? '');
    // "a watering can dripping": a "can" an article leads to is a thing, though tagged a modal.
    const thing =
      before === 'can' &&
      [terms[index - 2], terms[index - 3]].some((term) => /^(a|an|the)$/.test(term?.normal ?? ''));
    const modal = MODALS.test(before) && !thing;
    return modal || wants ? [sentence] : [];
  });
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
