// "a story about him helping uncle Femi on the farm", "visiting nana": one the hero helps or
// visits, called by what a child calls them, is with the hero there.
import { KIN_TITLES } from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { capitalise } from '../../../capitalise.ts';
import { bareName, companionRecord, type IdeaCompanion } from './companion-at.ts';

const VISITS = /^(help|helps|helping|helped|visit|visits|visiting|visited|join|joins|joining)$/;

/** The relative the deed at `index` helps or visits, or null for another deed. */
export function companionVisited(words: readonly IdeaWord[], index: number): IdeaCompanion | null {
  const deed = words[index] as IdeaWord;
  const after = words[index + 1];
  if (!VISITS.test(deed.normal) || !after || after.sentence !== deed.sentence) return null;
  if (!KIN_TITLES.has(after.normal.split(' ')[0] ?? '') || /['’]s$/.test(after.text)) return null;
  // "uncle Femi": the name after the title is theirs too.
  const named = words[index + 2];
  const name =
    named &&
    named.sentence === deed.sentence &&
    /^\p{Lu}/u.test(named.text) &&
    named.tags.has('ProperNoun')
      ? `${capitalise(after.text)} ${bareName(named.text)}`
      : capitalise(bareName(after.text));
  return companionRecord({ name, index: named && name.includes(' ') ? index + 2 : index + 1 });
}
