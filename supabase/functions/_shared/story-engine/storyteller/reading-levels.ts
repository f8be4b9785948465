// Five reading levels, one per age band: each has its own word choices, sentence lengths and
// joins. Clauses are short and plain; a level swaps [bracketed] words for its own and joins and
// enriches clauses into sentences of its length.
import { TITLES } from './idea/idea-words.ts';
import { AGE_BANDS, type AgeId } from '../../age-bands.ts';
import type { SeededRandom } from '../../seeded-random.ts';
import { toSuperlative } from './read-english.ts';
import { shareSubject, type Subject } from './share-subject.ts';
import { capitalise } from '../../capitalise.ts';
import { CLAUSE_JOINS, joinsIn } from './clause-joins.ts';
import { lendSubject } from './lend-subject.ts';

const LEVEL: Record<AgeId, number> = { '4-6': 0, '7-9': 1, '10-12': 2, teen: 3, adult: 4 };

/** Words by level: 4–6, 7–9, 10–12, teen, adult. */
const WORDS: Record<string, readonly [string, string, string, string, string]> = {
  big: ['big', 'huge', 'enormous', 'immense', 'colossal'],
  small: ['small', 'tiny', 'little', 'modest', 'diminutive'],
  walked: ['went', 'walked', 'wandered', 'journeyed', 'proceeded'],
  saw: ['saw', 'spotted', 'noticed', 'glimpsed', 'discerned'],
  found: ['found', 'found', 'discovered', 'uncovered', 'unearthed'],
  thought: ['thought', 'wondered', 'puzzled', 'mused', 'deliberated'],
  hard: ['hard', 'tricky', 'difficult', 'challenging', 'formidable'],
  old: ['old', 'old', 'ancient', 'weathered', 'venerable'],
  carefully: ['slowly', 'carefully', 'patiently', 'methodically', 'meticulously'],
  gathered: ['found', 'gathered', 'summoned', 'mustered', 'marshalled'],
  quiet: ['still', 'quiet', 'hushed', 'silent', 'subdued'],
  was: ['was', 'was', 'was', 'was', 'was'],
  scared: ['scared', 'worried', 'nervous', 'uneasy', 'apprehensive'],
  grateful: ['glad', 'grateful', 'grateful', 'thankful', 'appreciative'],
  tired: ['tired', 'tired', 'weary', 'weary', 'exhausted'],
  looked: ['looked', 'looked', 'gazed', 'stared', 'gazed'],
};

// Joins that claim nothing the clauses do not say: no "as", "while" or "meanwhile" between two
// things that need not happen at once, and no ";" gluing two sentences that each stand alone.
const CONNECTORS: Record<AgeId, readonly string[]> = {
  '4-6': [],
  '7-9': [', and '],
  '10-12': [', and '],
  teen: [', and '],
  adult: [', and '],
};

/** How many clauses a sentence of this level joins, on average. */
const SHAPE: Record<AgeId, number> = {
  '4-6': 1,
  '7-9': 1.15,
  '10-12': 1.8,
  teen: 1.7,
  adult: 2,
};

// Plain wordings a reader from 10 up hears in a more precise word, wherever the bank has them.
const PRECISE: readonly [RegExp, string][] = [
  [/\bstopped\b/g, 'paused'],
  [/\bAt first\b/g, 'Initially'],
  [/\bat first\b/g, 'initially'],
  [/\bworth a look\b/g, 'worth examining'],
  [/\bthe whole\b/g, 'the entire'],
  [/\bwent on\b/g, 'continued'],
  [/\bat the start\b/g, 'at the outset'],
  [/\ban answer\b/g, 'an explanation'],
  [/\bwent back\b/g, 'returned'],
  [/\btrying to\b/g, 'attempting to'],
  [/\bneeded a hand\b/g, 'needed assistance'],
];

// And an adult reader, in a few more: each fits wherever the plain word stands.
const ADULT_PRECISE: readonly [RegExp, string][] = [
  [/\bseemed\b/g, 'appeared'],
  [/\btried to\b/g, 'attempted to'],
  [/\bwas sure\b/g, 'was certain'],
  [/\bAfterwards\b/g, 'Subsequently'],
  [/\bnoticed\b/g, 'observed'],
  [/\bfound out\b/g, 'discovered'],
  [/\bfelt braver\b/g, 'felt emboldened'],
  [/\bkept going\b/g, 'persevered'],
  [/\bto help([.,])/g, 'to assist$1'],
  [/\bknow something useful\b/g, 'know something relevant'],
  [/\bthe way on\b/g, 'the route ahead'],
  [/\bthe way (to|was|grew|that|narrowed|opened)\b/g, 'the route $1'],
  [/\bwhere to look\b/g, 'where to search'],
  [/\bhard to\b/g, 'difficult to'],
  [/\bto need help\b/g, 'to need assistance'],
  [/\bstrange\b/g, 'peculiar'],
  [/\bstayed\b/g, 'remained'],
  [/\bfelt ready\b/g, 'felt prepared'],
  [/\bfind out\b/g, 'discover'],
  [/\ba great deal more\b/g, 'considerably more'],
  [/\bat the beginning\b/g, 'at the outset'],
  [/\bthese directions should (\S+) choose\?/g, 'these possibilities should $1 pursue?'],
  [/\bit would matter later\b/g, 'it would prove significant later'],
  [/^In the end,/g, 'Ultimately,'],
  [/\bwhich was easy to understand\b/g, 'which was understandable'],
  [/\bit proved to be nothing\b/g, 'it proved harmless'],
  [/\ba lighter touch\b/g, 'a more delicate touch'],
  [/\bwould take some courage\b/g, 'would demand considerable courage'],
];

export function swapWords(text: string, age: AgeId): string {
  const level = LEVEL[age];
  const precise = level >= LEVEL.adult ? [...PRECISE, ...ADULT_PRECISE] : PRECISE;
  if (level >= LEVEL['10-12'])
    text = precise.reduce((told, [plain, word]) => told.replace(plain, word), text);
  return text.replace(/\[(\w+?)\](est)?/g, (match, word: string, est: string | undefined) => {
    const choice = WORDS[word]?.[level];
    if (!choice) return match;
    return est ? toSuperlative(choice) : choice;
  });
}

/** A clause joined after another starts in lower case, unless it starts with a name or "I". */
function lowerFirst(clause: string, names: ReadonlySet<string>): string {
  const first = /^[\p{L}\p{M}\d’'-]+/u.exec(clause)?.[0]?.replace(/[’']s$/, '') ?? '';
  if (first === 'I' || first.startsWith('I’') || names.has(first) || /^"/.test(clause))
    return clause;
  // "Mrs Patel had gone missing": a title before a name is part of the name.
  if (TITLES.has(first.toLowerCase()) && /^\S+ \p{Lu}/u.test(clause)) return clause;
  return clause.charAt(0).toLowerCase() + clause.slice(1);
}

function stripStop(clause: string): string {
  return clause.replace(/[.!]$/, '');
}

/**
 * "A, but B." becomes "A. But B.": for the youngest readers always, one idea per sentence, and for
 * any reader where the clause is longer than the band's longest sentence.
 */
function splitAtJoins(clause: string): string[] {
  if (/"/.test(clause)) return [clause];
  const parts = clause.split(CLAUSE_JOINS);
  return parts.map((part, index) => {
    const trimmed = (index > 0 && lendSubject(parts[index - 1] ?? '', part.trim())) || part.trim();
    const capital = index === 0 ? trimmed : capitalise(trimmed);
    return index < parts.length - 1 ? `${capital}.` : capital;
  });
}

// When or where a sentence happens, said first ("In the end, …", "One morning …"), and "one last
// time" or "before bed" at the end of a night's deed: the words a sentence can do without when the
// rest already fills the band's longest.
const OPENER =
  /^(?:In the end|At last|Far off|Far away|Out there|Just then|After that|Before long|One morning|That morning|One day|By the end of the week|Not far off|Somewhere close by)(?:,\s*|\s+)(?=\S)/;
const SAID_AGAIN =
  / one last time(?=[ .])|(?<=\p{L}) (?:before bed|at bedtime|every night)(?=\.$)/u;

/**
 * "One morning the penguin was gone from the aquarium gift shop.", "Mum hummed the song about the
 * sleepy moon one last time." told in the band's length: the one place a sentence is trimmed.
 */
function withinLength(clause: string, maxWords: number): string {
  if (heardLength(clause) <= maxWords) return clause;
  if (SAID_AGAIN.test(clause)) return withinLength(clause.replace(SAID_AGAIN, ''), maxWords);
  const opener = OPENER.exec(clause);
  return opener ? capitalise(clause.slice(opener[0].length)) : clause;
}

// A clause that already links two ideas ("…, but…", "…, so…") counts as two.
function ideasIn(clause: string): number {
  return 1 + joinsIn(clause);
}
/** The most ideas a sentence of this level carries, read aloud in one breath. */
const MOST_IDEAS: Record<AgeId, number> = { '4-6': 1, '7-9': 2, '10-12': 2, teen: 2, adult: 2 };
/** The most clauses of the bank one sentence joins: "A, and B, and C" is a chain at any age. */
const MOST_JOINED: Record<AgeId, number> = { '4-6': 1, '7-9': 2, '10-12': 2, teen: 2, adult: 2 };
// How often two clauses that share nothing are still joined with "and": from 10 up a reader's level
// comes from the wordings (mature-wordings.ts), and a sentence of theirs is seldom "A, and B".
const AND_RATE: Record<AgeId, number> = {
  '4-6': 1,
  '7-9': 1,
  '10-12': 0.75,
  teen: 0.65,
  adult: 0.6,
};
// From 10 up the hero's two deeds are told with one subject, as a participle or a second verb; an
// adult hears the participle ("Kai paused, studying the map") more often than the plain pair.
const PARTICIPLE_RATE: Record<AgeId, number> = {
  '4-6': 0,
  '7-9': 0,
  '10-12': 0.5,
  teen: 0.5,
  adult: 0.8,
};
const SHARES_SUBJECT: ReadonlySet<AgeId> = new Set(['10-12', 'teen', 'adult']);
// For an adult, a clause that moves the eye to another place ("Ahead was…", "Behind her rose…") is
// a sentence of its own: glued on with "and" it reads as one more item of a list, and "the old
// stone hut, and…" comes back in every part.
const SCENE_SHIFT =
  /^(?:Ahead|Just ahead|Behind|Not far away|Close by|Next to|Somewhere|Further on|The way on)\b/;

export interface Shaping {
  random: SeededRandom;
  /** Below 1 joins fewer clauses, for a part that read too hard. */
  ease: number;
  /** Names that keep their capital inside a joined sentence. */
  names: ReadonlySet<string>;
  /** Clauses told as sentences of their own: the ending's resolution is heard clearly. */
  standalone?: ReadonlySet<string>;
  /** The hero, whose two clauses a teen or adult sentence tells with one subject. */
  hero?: Subject;
}

/**
 * A sentence's length as a reader hears it: "Mei-Ling" and "upside-down" are two words each, so
 * a sentence with them is held to the band's limit too.
 */
// A clause is measured each time a part is filled and shaped again: each is counted once.
const heardLengths = new Map<string, number>();

export function heardLength(clause: string): number {
  let length = heardLengths.get(clause);
  if (length === undefined) {
    length = clause.match(/\p{L}[\p{L}\p{M}’']*/gu)?.length ?? 0;
    if (heardLengths.size > 20000) heardLengths.clear();
    heardLengths.set(clause, length);
  }
  return length;
}

/**
 * Joins clauses into sentences of the level's length; no sentence grows past the band's longest.
 * Nothing is appended to a clause to lengthen it: a companion acts in a sentence of their own.
 */
export function shapeSentences(clauses: string[], age: AgeId, shaping: Shaping): string[] {
  const { random, ease, names } = shaping;
  const join = 1 + (SHAPE[age] - 1) * ease;
  const maxWords = AGE_BANDS[age].maxSentenceWords;
  const connectors = CONNECTORS[age];
  const sentences: string[] = [];
  clauses = clauses
    .flatMap((clause) =>
      age === '4-6' || heardLength(clause) > maxWords ? splitAtJoins(clause) : [clause],
    )
    .map((clause) => withinLength(clause, maxWords));
  // Each clause is weighed against every group it might join: its words are counted once.
  const lengths = clauses.map(heardLength);
  let index = 0;
  while (index < clauses.length) {
    const wanted = Math.max(1, Math.floor(join + random.next() * 0.999));
    const group: string[] = [];
    let words = 0;
    while (group.length < Math.min(wanted, MOST_JOINED[age]) && index < clauses.length) {
      const clause = clauses[index] as string;
      // Speech, questions and "the mission: …" stand alone; joined, they read wrong.
      const alone = /["?:]/.test(clause) || shaping.standalone?.has(clause) === true;
      const shift = age === 'adult' && SCENE_SHIFT.test(clause);
      if (group.length > 0 && shift) break;
      // A join adds its own word ("and"), counted with the clause it brings in.
      const length = lengths[index] as number;
      const joined = words + length + (group.length > 0 ? 1 : 0);
      const ideas = group.reduce((sum, held) => sum + ideasIn(held), ideasIn(clause));
      if (group.length > 0 && (alone || joined > maxWords || ideas > MOST_IDEAS[age])) break;
      group.push(clause);
      words += length + (group.length > 1 ? 1 : 0);
      index += 1;
      if (alone || shift) break;
    }
    let sentence = group[0] as string;
    for (const next of group.slice(1)) {
      const shared =
        SHARES_SUBJECT.has(age) && shaping.hero
          ? shareSubject(sentence, next, shaping.hero, random.next() < PARTICIPLE_RATE[age])
          : null;
      if (shared) {
        sentence = `${stripStop(sentence)}${shared}`;
        continue;
      }
      // "Then …" after a comma runs two sentences together: it starts a sentence of its own.
      if (/^Then\b/.test(next)) {
        sentences.push(sentence);
        sentence = next;
        continue;
      }
      // A clause that brings its own link ("But the last part…", "So …") takes a comma, not "and".
      const linked = /^(But|So|Yet|And)\b/.test(next);
      // A teen or adult sentence is seldom "A, and B": the two stand as sentences of their own.
      if (!linked && AND_RATE[age] < 1 && random.next() >= AND_RATE[age]) {
        sentences.push(sentence);
        sentence = next;
        continue;
      }
      const connector = linked ? ', ' : random.pick(connectors);
      sentence = `${stripStop(sentence)}${connector}${lowerFirst(next, names)}`;
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

// A part is shaped again and again with mostly the same sentences: each is weighed once.
const sentenceWeights = new Map<string, readonly [words: number, syllables: number]>();

function weighSentence(sentence: string): readonly [number, number] {
  let weight = sentenceWeights.get(sentence);
  if (weight === undefined) {
    const words = sentence.match(/[\p{L}’']+/gu) ?? [];
    weight = [words.length, words.reduce((sum, word) => sum + syllables(word), 0)];
    if (sentenceWeights.size > 20000) sentenceWeights.clear();
    sentenceWeights.set(sentence, weight);
  }
  return weight;
}

/** Flesch–Kincaid grade, estimated with a vowel-group syllable count (close enough to steer by). */
export function estimateGrade(sentences: readonly string[]): number {
  let wordCount = 0;
  let syllableCount = 0;
  for (const sentence of sentences) {
    const [words, syllables] = weighSentence(sentence);
    wordCount += words;
    syllableCount += syllables;
  }
  if (wordCount === 0) return 0;
  return (
    0.39 * (wordCount / Math.max(1, sentences.length)) + 11.8 * (syllableCount / wordCount) - 15.59
  );
}
