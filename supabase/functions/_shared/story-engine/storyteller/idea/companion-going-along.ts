// "lots of battles pls and a wise old turtle who goes with her everywhere": one the idea says goes
// along with the hero does, wherever the idea says so.
import { companionAt, type IdeaCompanion } from './companion-at.ts';
import type { IdeaWord } from './read-idea-words.ts';

/** The one brought in with an article before "goes with her" at `index`, or null. */
export function companionGoingAlong(
  words: readonly IdeaWord[],
  index: number,
): IdeaCompanion | null {
  if (
    !/^(goes|go|travels|comes|went|came)$/.test(words[index]?.normal ?? '') ||
    words[index + 1]?.normal !== 'with' ||
    !/^(her|him|them)$/.test(words[index + 2]?.normal ?? '')
  )
    return null;
  // "travels with her father's caravan": "her" is whose, and the hero goes with a thing.
  const next = words[index + 3];
  const owns =
    next !== undefined &&
    next.sentence === words[index]?.sentence &&
    !/^(everywhere|always)$/.test(next.normal) &&
    ['Noun', 'Adjective', 'Possessive'].some((tag) => next.tags.has(tag));
  if (owns) return null;
  let article = index - (words[index - 1]?.normal === 'who' ? 2 : 1);
  while (article > index - 6 && !/^(a|an)$/.test(words[article]?.normal ?? '')) article -= 1;
  const determiner = words[article];
  return determiner && /^(a|an)$/.test(determiner.normal)
    ? companionAt(words, article + 1, null, determiner.normal)
    : null;
}
