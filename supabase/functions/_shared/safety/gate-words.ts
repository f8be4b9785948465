// The words the gate itself reads as harm or as a deed: what a disguised spelling is read as when
// its hidden letter ("d*ad") or its split ("ki-ll") could spell more than one word. Ordinary words
// ("x-ray", "e-mail", "T-shirt") are never among them, so they are never joined. A people's name is
// among them, so "gy-psies" is read as the word hate frames look for.
import { BLADES, FIREARMS, GRAVE_DEEDS, HURTING_DEEDS } from './event-words.ts';
import { DEHUMANISING_NOUNS, PEOPLES_BY_NAME } from './harm-frame-kinds.ts';
import { wordPattern } from './match-lexicon.ts';
import { SAFETY_LEXICON } from './safety-lexicon.ts';
import { KILLING_DEEDS, verbStems, WOUNDING_DEEDS } from './word-kind-sets.ts';

// Forms the stems of verbStems cannot reach: "dies" is no "dy", "shot" no "shoot".
const DEATH_WORDS = [
  'dead',
  'die',
  'dies',
  'died',
  'dying',
  'death',
  'deaths',
  'corpse',
  'corpses',
];
const IRREGULAR_DEEDS = ['shot', 'slain', 'slew'];
const INJURY_WORDS = ['gash', 'gashes', 'wound', 'wounds', 'wounded'];

const LEXICON_WORDS = SAFETY_LEXICON.flatMap((group) => group.words ?? []).filter(
  (word) => !word.includes(' '),
);
/** The lexicon's words in all their forms ("spazzes", "nudes"), as the lexicon matches them. */
const LEXICON_WORD = new RegExp(`^(?:${LEXICON_WORDS.map(wordPattern).join('|')})$`);

const SINGLE_WORDS = new Set([
  ...GRAVE_DEEDS,
  ...HURTING_DEEDS,
  ...FIREARMS,
  ...BLADES,
  ...DEATH_WORDS,
  ...IRREGULAR_DEEDS,
  ...INJURY_WORDS,
  ...DEHUMANISING_NOUNS,
  ...PEOPLES_BY_NAME,
]);

/** Whether the gate reads `word` (in any of its forms: "stabbed", "knives", "drugs") as harm or a deed. */
export function gateWords(word: string): boolean {
  return (
    LEXICON_WORD.test(word) ||
    verbStems(word).some(
      (stem) => SINGLE_WORDS.has(stem) || KILLING_DEEDS.has(stem) || WOUNDING_DEEDS.has(stem),
    )
  );
}
