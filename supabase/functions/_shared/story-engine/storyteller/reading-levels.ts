// Five reading levels, one per age band: each has its own word choices, sentence lengths and
// joins. Clauses are short and plain; a level swaps [bracketed] words for its own and joins and
// enriches clauses into sentences of its length.
import { AGE_BANDS, type AgeId } from '../age-bands.ts';
import type { SeededRandom } from '../../seeded-random.ts';
import { toSuperlative } from './read-english.ts';

const LEVEL: Record<AgeId, number> = { '4-6': 0, '7-9': 1, '10-12': 2, teen: 3, adult: 4 };

/** Words by level: 4–6, 7–9, 10–12, teen, adult. */
const WORDS: Record<string, readonly [string, string, string, string, string]> = {
  big: ['big', 'huge', 'enormous', 'immense', 'colossal'],
  small: ['small', 'tiny', 'little', 'modest', 'diminutive'],
  walked: ['went', 'walked', 'wandered', 'journeyed', 'ventured'],
  saw: ['saw', 'spotted', 'noticed', 'glimpsed', 'discerned'],
  found: ['found', 'found', 'discovered', 'uncovered', 'unearthed'],
  thought: ['thought', 'wondered', 'puzzled', 'mused', 'brooded'],
  hard: ['hard', 'tricky', 'difficult', 'challenging', 'formidable'],
  old: ['old', 'old', 'ancient', 'weathered', 'venerable'],
  carefully: ['slowly', 'carefully', 'patiently', 'methodically', 'meticulously'],
  gathered: ['found', 'gathered', 'summoned', 'mustered', 'marshalled'],
  quiet: ['still', 'quiet', 'hushed', 'silent', 'subdued'],
  was: ['was', 'was', 'was', 'was', 'was'],
  scared: ['scared', 'worried', 'nervous', 'uneasy', 'apprehensive'],
  grateful: ['glad', 'grateful', 'grateful', 'thankful', 'appreciative'],
};

// Joins that claim nothing the clauses do not say: no "as", "while" or "meanwhile" between two
// things that need not happen at once.
const CONNECTORS: Record<AgeId, readonly string[]> = {
  '4-6': [],
  '7-9': [', and '],
  '10-12': [', and ', '; '],
  teen: [', and ', '; '],
  adult: [', and ', '; '],
};

/** How many clauses a sentence of this level joins, and how often it adds a descriptive detail. */
const SHAPE: Record<AgeId, { join: number; detail: number }> = {
  '4-6': { join: 1, detail: 0 },
  '7-9': { join: 1.15, detail: 0.1 },
  '10-12': { join: 1.55, detail: 0.25 },
  teen: { join: 2.2, detail: 0.5 },
  adult: { join: 2.8, detail: 0.8 },
};

// A detail names the companion at the hero's side; it is told at most once in a story.
const DETAILS: Record<AgeId, readonly string[]> = {
  '4-6': [],
  '7-9': ['with {comp} close by'],
  '10-12': ['with {comp} close behind'],
  teen: ['with {comp} close behind'],
  adult: ['with {comp} a step behind'],
};

export function swapWords(text: string, age: AgeId): string {
  const level = LEVEL[age];
  return text.replace(/\[(\w+?)\](est)?/g, (match, word: string, est: string | undefined) => {
    const choice = WORDS[word]?.[level];
    if (!choice) return match;
    return est ? toSuperlative(choice) : choice;
  });
}

/** A clause joined after another starts in lower case, unless it starts with a name or "I". */
function lowerFirst(clause: string, names: ReadonlySet<string>): string {
  const first = /^[\w’']+/.exec(clause)?.[0]?.replace(/[’']s$/, '') ?? '';
  if (first === 'I' || first.startsWith('I’') || names.has(first) || /^"/.test(clause))
    return clause;
  return clause.charAt(0).toLowerCase() + clause.slice(1);
}

function stripStop(clause: string): string {
  return clause.replace(/[.!]$/, '');
}

/** The youngest readers get one idea per sentence: "A, but B." becomes "A. But B." */
function splitForYoungReaders(clause: string): string[] {
  if (/"/.test(clause)) return [clause];
  const parts = clause.split(/,\s(?=(?:but|and|yet|so|then)\s)/);
  return parts.map((part, index) => {
    const trimmed = part.trim();
    const capital = index === 0 ? trimmed : trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
    return index < parts.length - 1 ? `${capital}.` : capital;
  });
}

/** The words of a text or of several, counted by the spaces between them. */
export function countWords(text: string | readonly string[]): number {
  if (typeof text !== 'string') return text.reduce((sum, one) => sum + countWords(one), 0);
  let count = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const space = text.charCodeAt(index) <= 32;
    if (!space && !inWord) count += 1;
    inWord = !space;
  }
  return count;
}

export interface Shaping {
  random: SeededRandom;
  fillDetail: (detail: string) => string;
  /** Whether a filled detail is new to the story: a stock phrase is told at most once. */
  fresh: (text: string) => boolean;
  /** Below 1 joins fewer clauses, for a part that read too hard. */
  ease: number;
  /** Names that keep their capital inside a joined sentence. */
  names: ReadonlySet<string>;
}

/**
 * Joins clauses into sentences of the level's length, adding its details; no sentence grows past
 * the band's longest.
 */
export function shapeSentences(clauses: string[], age: AgeId, shaping: Shaping): string[] {
  const { random, ease, names } = shaping;
  const shape = { join: 1 + (SHAPE[age].join - 1) * ease, detail: SHAPE[age].detail * ease };
  const maxWords = AGE_BANDS[age].maxSentenceWords;
  const connectors = CONNECTORS[age];
  const details = DETAILS[age];
  const sentences: string[] = [];
  if (age === '4-6') clauses = clauses.flatMap(splitForYoungReaders);
  let index = 0;
  let detailTold = false;
  while (index < clauses.length) {
    const wanted = Math.max(1, Math.floor(shape.join + random.next() * 0.999));
    const group: string[] = [];
    let words = 0;
    while (group.length < wanted && index < clauses.length) {
      const clause = clauses[index] as string;
      // Speech, questions and "the mission: …" stand alone; joined, they read wrong.
      const speechOrQuestion = /["?:]/.test(clause);
      if (group.length > 0 && (speechOrQuestion || words + countWords(clause) > maxWords)) break;
      group.push(clause);
      words += countWords(clause);
      index += 1;
      if (speechOrQuestion) break;
    }
    let sentence = group[0] as string;
    for (const next of group.slice(1))
      sentence = `${stripStop(sentence)}${random.pick(connectors)}${lowerFirst(next, names)}`;
    if (
      !detailTold &&
      details.length > 0 &&
      !/["?]/.test(sentence) &&
      random.next() < shape.detail
    ) {
      const detail = shaping.fillDetail(random.pick(details));
      const named = detail
        .split(' ')
        .filter((word) => word.length > 3 && !/^(with|close|behind|step)$/.test(word));
      const alreadyThere = named.every((word) => sentence.toLowerCase().includes(word));
      if (!alreadyThere && shaping.fresh(detail) && words + countWords(detail) <= maxWords) {
        sentence = `${stripStop(sentence)}, ${detail}.`;
        detailTold = true;
      }
    }
    sentences.push(sentence);
  }
  return sentences;
}

// A story's parts use a few hundred words over and over: each is counted once.
const syllableCounts = new Map<string, number>();

function syllables(word: string): number {
  const known = syllableCounts.get(word);
  if (known !== undefined) return known;
  const groups = word
    .toLowerCase()
    .replace(/e$/, '')
    .match(/[aeiouy]+/g);
  const count = Math.max(1, groups?.length ?? 1);
  if (syllableCounts.size > 20000) syllableCounts.clear();
  syllableCounts.set(word, count);
  return count;
}

/** Flesch–Kincaid grade, estimated with a vowel-group syllable count (close enough to steer by). */
export function estimateGrade(sentences: readonly string[]): number {
  const words = sentences.join(' ').match(/[A-Za-z’']+/g) ?? [];
  if (words.length === 0) return 0;
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  return (
    0.39 * (words.length / Math.max(1, sentences.length)) +
    11.8 * (syllableCount / words.length) -
    15.59
  );
}
