import type { TaggedWord } from '../read-english.ts';
import { FAMILY_NAMES, TITLES, isName, isNoun, namesPlace } from './idea-words.ts';

export interface HeroPlace {
  /** Index of the hero's name (or family word) among the idea's words. */
  index: number;
  /** The title that came with the name: "Captain", "Detective". */
  title: string | null;
}

const PLACE_PREPOSITIONS = new Set(
  'in on at from to near into onto across through around'.split(' '),
);

/**
 * "in Ashford", "on Europa", "the Scottish highlands": a capitalised word after a place
 * preposition or an article names a place or describes a thing, never the hero, unless the
 * idea calls someone by it ("a boy named Eli") or the tagger knows it for a given name.
 */
function placeName(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index] as TaggedWord;
  const previous = words[index - 1];
  if (!previous || previous.sentence !== word.sentence) return false;
  if (namesPlace(words, index)) return true;
  if (word.tags.has('FirstName') || /^(named|called)$/.test(previous.normal)) return false;
  // "from Mateusz's campsite": whose place it is names someone.
  if (/['’]s$/.test(word.text)) return false;
  // "sailing around Cape Horn": a name the library knows for a place is one.
  if (word.tags.has('Place')) return true;
  return PLACE_PREPOSITIONS.has(previous.normal) || /^(the|a|an)$/.test(previous.normal);
}

// "my son Kwame wants a story": the narrator's own may be the hero, so only the hero's own counts.
const OWNERS = new Set(['her', 'his', 'their']);

/**
 * "her friend Sam", "my twin Ellie", "his Grandpa Miguel", "with her neighbour Mr Patel": a name
 * someone has is theirs, a companion or relative, never the one the story is about.
 */
function someonesOwn(words: readonly TaggedWord[], index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - 4); at -= 1) {
    const word = words[at] as TaggedWord;
    if (word.sentence !== words[index]?.sentence) return false;
    // "Ravi's twin Anika": the one whose twin she is leads.
    if (OWNERS.has(word.normal) || (at < index - 1 && /['’]s$/.test(word.text))) return true;
    if (!isNoun(word) && !word.tags.has('Adjective') && !TITLES.has(word.normal)) return false;
  }
  return false;
}

/** "my name is Noor", "I'm Daniyal": the narrator names the hero. */
function narratorNamed(words: readonly TaggedWord[], index: number): boolean {
  const before = words
    .slice(Math.max(0, index - 3), index)
    .map((word) => word.normal)
    .join(' ');
  return /\b(my name is|my name's|i am|i'm|im|call me)$/.test(before);
}

/** "Mei-Lin's balloon floats away", "Priya's magic wellies": the idea opens with someone's own thing. */
function opensWithOwn(words: readonly TaggedWord[], word: TaggedWord, index: number): boolean {
  return (
    /^\p{Lu}.*['’]s$/u.test(word.text) &&
    words[index + 1] !== undefined &&
    isNoun(words[index + 1] as TaggedWord) &&
    words.slice(0, index).every((other) => other.sentence !== word.sentence || !isNoun(other))
  );
}

/**
 * The hero's name in the idea: the narrator's own name, else the name a companion comes with,
 * else the name whose thing the idea opens with ("Mei-Lin's balloon floats away"), else the name
 * the idea titles, calls or sets acting, else the first name.
 * A companion's name ("his cat Miso") and the culprit the idea gives away ("it was Rolo") are never
 * the hero while the idea names another, and of two names together ("Grandpa Kenji") the last is.
 */
export function findHero(
  words: readonly TaggedWord[],
  companions: ReadonlySet<number> = new Set(),
  companionsOf: readonly number[] = [],
  culprits: ReadonlySet<number> = new Set(),
): HeroPlace | null {
  const names = (index: number) =>
    !companions.has(index) &&
    !culprits.has(index) &&
    // "Grandma Rosa and I": the title of a companion's name is theirs too.
    !(TITLES.has(words[index]?.normal ?? '') || FAMILY_NAMES.has(words[index]?.normal ?? '')
      ? companions.has(index + 1)
      : false) &&
    words[index] !== undefined &&
    isName(words[index], index, words) &&
    !placeName(words, index);
  const named = words
    .map((word, index) => ({ word, index }))
    .filter(({ index }) => names(index) && !names(index + 1));
  const own = named.filter(({ index }) => !someonesOwn(words, index));
  const opensOwn = words[0] !== undefined && opensWithOwn(words, words[0], 0);
  // "Keanu's boat sails away and he and his puppy Mango run after it": only the puppy is named.
  if (own.length === 0 && opensOwn) return { index: 0, title: null };
  const candidates = own.length > 0 ? own : named;
  const narrator = candidates.find(({ index }) => narratorNamed(words, index));
  // "Leila and her AI dog Pixel": the one a companion comes with, then a titled name, leads.
  const beside = candidates.find(({ index }) => companionsOf.includes(index));
  const owner = candidates.find(({ word, index }) => opensWithOwn(words, word, index));
  const titled = candidates.find(({ index }) => TITLES.has(words[index - 1]?.normal ?? ''));
  const byRole = candidates.find(({ index }) => {
    const previous = words[index - 1]?.normal ?? '';
    const next = words[index + 1];
    return (
      /^(named|called)$/.test(previous) ||
      TITLES.has(previous) ||
      (next?.normal === 'the' && words[index + 2] && isNoun(words[index + 2] as TaggedWord)) ||
      (next?.tags.has('Verb') && !words[index - 1]?.tags.has('Preposition'))
    );
  });
  // "Małgorzata just moved … and a boy named Eli shares his lunch": the name the idea opens with leads.
  const opening = candidates.find(
    ({ index }) =>
      index === 0 && (words[1]?.tags.has('Verb') || words[1]?.tags.has('Adverb') === true),
  );
  const chosen = narrator ?? beside ?? owner ?? opening ?? titled ?? byRole ?? candidates[0];
  if (chosen) {
    const previous = words[chosen.index - 1];
    return {
      index: chosen.index,
      title: previous && TITLES.has(previous.normal) ? previous.text : null,
    };
  }
  if (opensOwn) return { index: 0, title: null };
  // "a dad who joins a knitting ring" is what the hero is, not what they are called; "for my dad"
  // is who the story is for.
  const family = words.findIndex(
    (word, index) =>
      FAMILY_NAMES.has(word.normal) &&
      !/^(a|an)$/.test(words[index - 1]?.normal ?? '') &&
      // "take gran's soup to her", "footprints all over grandma's kitchen": whose thing it is, told
      // after a verb or a preposition; "Grandpa's false teeth escape" still sets him chasing them.
      !(
        /['’]s$/.test(word.text) &&
        (words[index - 1]?.tags.has('Verb') === true ||
          words[index - 1]?.tags.has('Preposition') === true)
      ) &&
      !/^(for|to) my$/.test(`${words[index - 2]?.normal} ${words[index - 1]?.normal}`) &&
      !companions.has(index + 1),
  );
  return family >= 0 ? { index: family, title: null } : null;
}
