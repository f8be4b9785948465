import type { TaggedWord } from '../read-english.ts';
import { FAMILY_NAMES, TITLES, isName, isNoun } from './idea-words.ts';

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
  if (word.tags.has('FirstName') || /^(named|called)$/.test(previous.normal)) return false;
  // "from Mateusz's campsite": whose place it is names someone.
  if (/['’]s$/.test(word.text)) return false;
  return PLACE_PREPOSITIONS.has(previous.normal) || /^(the|a|an)$/.test(previous.normal);
}

/**
 * The hero's name in the idea: the name a companion comes with, else the name the idea titles,
 * calls or sets acting, else the first name.
 * A companion's name ("his cat Miso") is never the hero, and of two names together ("Grandpa
 * Kenji") the last is.
 */
export function findHero(
  words: readonly TaggedWord[],
  companions: ReadonlySet<number> = new Set(),
  companionsOf: readonly number[] = [],
): HeroPlace | null {
  const names = (index: number) =>
    !companions.has(index) &&
    // "Grandma Rosa and I": the title of a companion's name is theirs too.
    !(TITLES.has(words[index]?.normal ?? '') || FAMILY_NAMES.has(words[index]?.normal ?? '')
      ? companions.has(index + 1)
      : false) &&
    words[index] !== undefined &&
    isName(words[index], index, words) &&
    !placeName(words, index);
  const candidates = words
    .map((word, index) => ({ word, index }))
    .filter(({ index }) => names(index) && !names(index + 1));
  // "Leila and her AI dog Pixel": the one a companion comes with, then a titled name, leads.
  const beside = candidates.find(({ index }) => companionsOf.includes(index));
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
  const chosen = beside ?? opening ?? titled ?? byRole ?? candidates[0];
  if (chosen) {
    const previous = words[chosen.index - 1];
    return {
      index: chosen.index,
      title: previous && TITLES.has(previous.normal) ? previous.text : null,
    };
  }
  // "a dad who joins a knitting ring" is what the hero is, not what they are called.
  const family = words.findIndex(
    (word, index) =>
      FAMILY_NAMES.has(word.normal) &&
      !/^(a|an)$/.test(words[index - 1]?.normal ?? '') &&
      !companions.has(index + 1),
  );
  return family >= 0 ? { index: family, title: null } : null;
}
