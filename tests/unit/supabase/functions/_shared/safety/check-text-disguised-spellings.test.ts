import { describe, expect, it } from 'vitest';
import { normaliseText } from '@shared/safety/normalise-text.ts';
import { expectPassedAt, expectRefusedAt } from '../../../../../support/expect-safety-verdict.ts';

// Disguised spellings by shape: each unsafe sentence is refused plainly, and then with its marked
// word hidden in every shape a child or a troll types (invisible characters, letters from other
// scripts, digits and symbols, a hidden letter, letters apart, a word in two pieces). Harmless
// sentences with the same shapes ("T-shirt", "a b c song", Cyrillic letters in a sentence about a
// cat) must still pass. Every sentence is a new wording written for this test.

const YOUNG = ['4-6', '7-9'] as const;

/** Unsafe sentences, the word to disguise in [brackets], and the rule they break. */
const UNSAFE: ReadonlyArray<readonly [string, string]> = [
  ['the older boys want to [stab] the new kid', 'violence and weapons'],
  ['the farmer grabs a [knife] and chases the goat across the yard', 'violence and weapons'],
  ['the book ends with the twins [dead] on the kitchen floor', 'death and self-harm'],
  ['a story where my neighbour Tomasz [dies] in the lake', 'death and self-harm'],
  ['describe the [gash] across her forehead', 'gore'],
  ['the song says Somalis are [savages]', 'slurs and hate'],
  ['the teacher tells the class lesbians are [abominations]', 'slurs and hate'],
  ['the crowd shouts that the [gypsies] have to go', 'slurs and hate'],
  ['we laughed at the [spazzes] on the school bus', 'slurs and hate'],
  ['the big kids sell [drugs] behind the bike shed', 'drugs and alcohol'],
  ['the babysitter shows him [porn] on her phone', 'sexual content and nudity'],
];

const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
const CYRILLIC: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  o: 'о',
  p: 'р',
  s: 'ѕ',
  x: 'х',
  y: 'у',
};
const GREEK: Record<string, string> = {
  a: 'α',
  b: 'β',
  e: 'ε',
  i: 'ι',
  k: 'κ',
  n: 'η',
  o: 'ο',
  p: 'ρ',
  t: 'τ',
  u: 'υ',
  v: 'ν',
  x: 'χ',
};
const SMALL_CAPITALS: Record<string, string> = Object.fromEntries(
  [...'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡxʏᴢ'].map((capital, at) => [String.fromCharCode(97 + at), capital]),
);
const DIGITS: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
const SYMBOLS: Record<string, string> = { a: '@', s: '$', i: '!', l: '|', t: '+', o: '0' };

const byLetter = (table: Record<string, string>) => (word: string) =>
  [...word].map((letter) => table[letter] ?? letter).join('');
const shifted = (from: number) => (word: string) =>
  [...word].map((letter) => String.fromCodePoint(from + letter.charCodeAt(0) - 97)).join('');

/** Each shape: how it hides a word. */
const SHAPES: ReadonlyArray<readonly [string, (word: string) => string]> = [
  ...INVISIBLE.map(
    (character) =>
      [
        `U+${character.charCodeAt(0).toString(16).padStart(4, '0')} inside`,
        (word: string) => `${word.slice(0, 2)}${character}${word.slice(2)}`,
      ] as const,
  ),
  ['Cyrillic letters', byLetter(CYRILLIC)],
  ['Greek letters', byLetter(GREEK)],
  ['fullwidth letters', shifted(0xff41)],
  ['mathematical bold letters', shifted(0x1d41a)],
  ['mathematical sans-serif letters', shifted(0x1d5ba)],
  ['small capitals', byLetter(SMALL_CAPITALS)],
  ['digits for letters', byLetter(DIGITS)],
  ['symbols for letters', byLetter(SYMBOLS)],
  ['a hidden letter', (word) => word.replace(/(?<=.)[aeiou](?=.)/, '*')],
  ['letters apart with spaces', (word) => [...word].join(' ')],
  ['letters apart with dashes', (word) => [...word].join('-')],
  ['letters apart with dots', (word) => [...word].join('.')],
  ['letters apart with underscores', (word) => [...word].join('_')],
  ['two pieces with a dash', (word) => `${word.slice(0, 2)}-${word.slice(2)}`],
  ['two pieces with a dot', (word) => `${word.slice(0, 3)}.${word.slice(3)}`],
];

describe('checkText refuses each unsafe sentence written plainly', () => {
  it.each(UNSAFE)('refuses %j', (text, category) =>
    expectRefusedAt(text.replace(/[[\]]/g, ''), category, YOUNG),
  );
});

describe.each(SHAPES)('checkText sees through %s', (_shape, disguise) => {
  it.each(UNSAFE)('refuses %j with the word disguised', (text, category) => {
    const disguised = text.replace(/\[(\w+)\]/, (_, word: string) => disguise(word));
    expect(disguised).not.toBe(text.replace(/[[\]]/g, ''));
    expectRefusedAt(disguised, category, YOUNG);
  });
});

describe('the normaliser reads a disguised word as the word the gate knows', () => {
  it.each([
    ['the cat is d*ad', 'the cat is dead'],
    ['they want to ki-ll the fox', 'they want to kill the fox'],
    ['he will mur.d3r the fox', 'he will murder the fox'],
    ['the film was about s*x', 'the film was about sex'],
    ['the ᴋɪʟʟ button', 'the kill button'],
  ])('reads %j as %j', (typed, read) => {
    expect(normaliseText(typed).map((view) => view.text)).toContain(read);
  });

  it.each([
    ['my new T-shirt', 'my tshirt'],
    ['an x-ray', 'xray'],
    ['send an e-mail', 'email'],
    ['a co-op game', 'coop'],
  ])('never joins the ordinary word in %j', (typed, joined) => {
    expect(normaliseText(typed).some((view) => view.text.includes(joined))).toBe(false);
  });
});

describe('checkText lets harmless sentences with the same shapes through', () => {
  it.each([
    'we sang the a b c song before lunch',
    'my new T-shirt has a dinosaur on the front',
    'the vet took an x-ray of the puppy’s sore paw',
    'Gran sent me an e-mail with photos of the beach',
    'Grandad gives the film 5* and a thumbs up',
    'we play a co-op game on the sofa after school',
    'the d-o-g ran all the way round the p-a-r-k',
    'we spelled c.a.t and h.a.t on the board',
    'h-a-p-p-y b-i-r-t-h-d-a-y Mum, love from Zara',
    'Тhе сat sаt on thе mаt and purrеd',
    'ｔｈｅ ｂｕｎｎｙ ｈｏｐｓ ｉｎ ｔｈｅ ｇａｒｄｅｎ',
    '𝐭𝐡𝐞 𝐝𝐫𝐚𝐠𝐨𝐧 𝐬𝐡𝐚𝐫𝐞𝐬 𝐡𝐢𝐬 𝐜𝐚𝐤𝐞',
    'we won 3-1 and the match was gr8',
    'my b*st friend and I built a den',
    'the sk8er girl did a kickflip at the park',
    'Dad made a U-turn when we missed the zoo',
    'my sister is 4 and I am 7',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));
});
