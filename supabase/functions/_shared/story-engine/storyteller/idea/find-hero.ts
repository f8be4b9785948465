import type { TaggedWord } from '../read-english.ts';
import { FAMILY_NAMES, TITLES, isName, isNoun } from './idea-words.ts';

export interface HeroPlace {
  /** Index of the hero's name (or family word) among the idea's words. */
  index: number;
  /** The title that came with the name: "Captain", "Detective". */
  title: string | null;
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
    !companions.has(index) && words[index] !== undefined && isName(words[index], index, words);
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
  const chosen = beside ?? titled ?? byRole ?? candidates[0];
  if (chosen) {
    const previous = words[chosen.index - 1];
    return {
      index: chosen.index,
      title: previous && TITLES.has(previous.normal) ? previous.text : null,
    };
  }
  const family = words.findIndex((word) => FAMILY_NAMES.has(word.normal));
  return family >= 0 ? { index: family, title: null } : null;
}
