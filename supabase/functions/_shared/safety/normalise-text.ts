// Turns typed or generated text into the forms the safety check judges: Unicode look-alikes,
// zero-width characters, accents, leetspeak and spaced or dotted letters all fold to plain words,
// so "k1ll", "k i l l", a Cyrillic "кill" and "ki\u200bll" are judged as "kill". A hidden letter
// ("d*ad") or a word split in pieces ("ki-ll") is read as the word only when the gate knows it.
import { BLADES, FIREARMS, GRAVE_DEEDS } from './event-words.ts';
import { gateWords } from './gate-words.ts';
import { HOMOGLYPH_SKELETONS } from './homoglyph-skeletons.ts';
import { splitGluedWords } from './split-glued-words.ts';

/** One way of reading the text; `loose` views are glued letters, matched without word boundaries. */
export interface TextView {
  text: string;
  loose: boolean;
}

const INVISIBLE = /[\p{Cf}\u115f\u1160\u3164\uffa0]/gu;
const COMBINING_MARKS = /\p{M}+/gu;
const NON_ASCII = /[^\t\n\r -~]/gu;
const QUOTES = /[\u2018\u2019\u02bc\u0060\u00b4]/g;
/** Each look-alike character's skeleton, from the packed table. */
const SKELETON_OF = new Map(
  HOMOGLYPH_SKELETONS.split('|').flatMap((group) => {
    const [skeleton = '', characters = ''] = group.split('#');
    return [...characters].map((character) => [character, skeleton] as const);
  }),
);
/**
 * Look-alikes whose Unicode skeleton is itself a non-ASCII letter: Cyrillic к folds to Latin kra,
 * м to a turned w, п to pi, Greek β to sharp s and ε to a hooked c; small capitals have none.
 */
export const SKELETON_LETTERS: Record<string, string> = {
  ĸ: 'k',
  ʀ: 'r',
  ʏ: 'y',
  ɴ: 'n',
  ᴍ: 'm',
  ᴛ: 't',
  ʜ: 'h',
  ᴋ: 'k',
  ᴀ: 'a',
  ʙ: 'b',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ᴊ: 'j',
  ʟ: 'l',
  ᴘ: 'p',
  ʍ: 'm',
  π: 'n',
  ß: 'b',
  ꞓ: 'e',
  χ: 'x',
  ω: 'w',
  ɲ: 'n',
  ʝ: 'j',
  ƅ: 'b',
  ƈ: 'c',
  ҳ: 'x',
};

/** A look-alike's Latin letter: its skeleton without the hooks and tails it keeps ("ɗ" is "d̔"). */
export function latinLetter(skeleton: string): string {
  const bare = skeleton.normalize('NFD').replace(COMBINING_MARKS, '');
  return SKELETON_LETTERS[bare] ?? bare;
}

/** Letters written as digits or symbols; 1, !, | and * read two ways (k1ll and b100d). */
const LEET_LETTERS: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '+': 't',
};
const LEET_READINGS: readonly Record<string, string>[] = [
  { ...LEET_LETTERS, '1': 'i', '!': 'i', '|': 'i', '*': 'u' },
  { ...LEET_LETTERS, '1': 'l', '!': 'l', '|': 'l', '*': 'i' },
];
const LEET_TOKEN = /[a-z0-9@$!|*+]+/g;
/** Three or more single characters kept apart by spaces, dots, dashes or stars: "k i l l", "s.e.x". */
const SPACED_LETTERS = /(?<![a-z0-9])(?:[a-z0-9@$!][\s.\-_*·•~,]+){2,}[a-z0-9@$!](?![a-z0-9])/g;
const ONE_LETTER_WORD = /^[ai][\s.\-_*·•~,]/;
const HASHTAG = /#([a-z0-9_]{4,})/g;
const STRETCHED = /[a-z]*([a-z])\1\1[a-z]*/g;

/** Letters squeezed to one of each run: "kiiiiill" and "kill" both read "kil". */
function squeeze(word: string): string {
  return word.replace(/([a-z])\1+/g, '$1');
}

/** Event words by their squeezed letters, so a stretched word reads as the word ("stabbbbb"). */
const EVENT_WORDS = new Map(
  [...GRAVE_DEEDS, ...FIREARMS, ...BLADES, 'dead', 'die', 'died', 'dying', 'death'].flatMap(
    (word) =>
      ['', 's', 'ed', 'ing', 'er'].map(
        (ending) => [squeeze(word + ending), word + ending] as const,
      ),
  ),
);

function unstretch(text: string): string {
  return text.replace(STRETCHED, (word) => EVENT_WORDS.get(squeeze(word)) ?? word);
}

/** NFKC, no invisible characters, no accents, one kind of apostrophe: what look-alikes are folded in. */
export function stripAccents(text: string): string {
  const composed = text.normalize('NFKC').replace(INVISIBLE, '');
  const unaccented = composed.normalize('NFKD').replace(COMBINING_MARKS, '').normalize('NFC');
  return unaccented.replace(QUOTES, "'");
}

/** NFKC, no invisible characters, no accents, look-alikes folded to ASCII, lower case. */
export function foldCharacters(text: string): string {
  return stripAccents(text)
    .replace(NON_ASCII, (character) => latinLetter(SKELETON_OF.get(character) ?? character))
    .toLowerCase();
}

function readLeet(text: string, reading: Record<string, string>): string {
  return text.replace(LEET_TOKEN, (token) => {
    if (!/[a-z]/.test(token) || !/[0-9@$!|*+]/.test(token)) return token;
    const trailing = /[!|*+]+$/.exec(token)?.[0] ?? '';
    const body = token.slice(0, token.length - trailing.length);
    return body.replace(/[0-9@$!|*+]/g, (character) => reading[character] ?? character) + trailing;
  });
}

/** A word typed in pieces, with a hidden letter or in digits: "ki-ll", "d*ad", "mur.d3r". */
const DISGUISED_WORD = /[a-z0-9@$!|*+]+(?:[-._][a-z0-9@$!|*+]+)*/g;
const ALPHABET = [...'abcdefghijklmnopqrstuvwxyz'];

/** The word a disguised one spells, when the gate knows it; else the word as typed. */
function readKnownWord(typed: string): string {
  const word = typed.replace(/^[-._!|*+]+|[-._!|*+]+$/g, '');
  if (/^[a-z]*$/.test(word)) return typed;
  const joined = word.replace(/[-._]/g, '');
  const readings = LEET_READINGS.map((reading) =>
    joined.replace(/[0-9@$!|+]/g, (character) => reading[character] ?? character),
  );
  for (const reading of readings) {
    const spelt = /^[a-z]*\*[a-z]*$/.test(reading)
      ? ALPHABET.map((letter) => reading.replace('*', letter)).find(gateWords)
      : gateWords(reading) && reading;
    if (spelt) return typed.replace(word, spelt);
  }
  return typed;
}

/** Every reading of the text worth judging; the first is the plain folded text. */
export function normaliseText(text: string): TextView[] {
  const folded = foldCharacters(text);
  const glued: string[] = [];
  const unspaced = folded.replace(SPACED_LETTERS, (run) => {
    const word = run.replace(/[^a-z0-9@$!]/g, '');
    glued.push(word);
    return word;
  });
  // "a k n i f e", "is a f a g": a word of one letter just before the spaced ones stays a word.
  const articleApart = folded.replace(SPACED_LETTERS, (run) => {
    const word = run.replace(/[^a-z0-9@$!]/g, '');
    return ONE_LETTER_WORD.test(run) && word.length > 3 ? `${word[0]} ${word.slice(1)}` : word;
  });
  // "t r a i n t r a c k s": letters typed apart across two words glue into one; read its words.
  const split = unspaced.replace(/[a-z]+/g, (word) =>
    glued.includes(word) ? (splitGluedWords(word) ?? word) : word,
  );
  for (const match of folded.matchAll(HASHTAG)) glued.push(match[1] ?? '');
  const views = new Map<string, TextView>();
  const add = (candidate: string, loose: boolean) => {
    const text = candidate.replace(/[-_]+/g, ' ');
    if (!views.has(`${loose}:${text}`)) views.set(`${loose}:${text}`, { text, loose });
  };
  add(folded, false);
  for (const reading of LEET_READINGS) {
    add(readLeet(unspaced, reading), false);
    for (const word of glued) add(readLeet(word, reading), true);
  }
  add(unspaced, false);
  add(split, false);
  add(unstretch(unspaced), false);
  add(articleApart, false);
  add(folded.replace(DISGUISED_WORD, readKnownWord), false);
  return [...views.values()];
}
