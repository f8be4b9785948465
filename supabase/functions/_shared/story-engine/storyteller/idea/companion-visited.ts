// "a story about him helping uncle Femi on the farm", "visiting nana", "shadowing the lifeguard
// Jo": one the hero helps, visits or works beside, called by what a child calls them or by what
// they are and their name, is with the hero there.
import { COMPANION_KINDS, KIN_TITLES } from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { capitalise } from '../../../capitalise.ts';
import { bareName, companionRecord, type IdeaCompanion } from './companion-at.ts';

const VISITS =
  /^(help|helps|helping|helped|visit|visits|visiting|visited|join|joins|joining|shadow|shadows|shadowing)$/;

const nameAt = (words: readonly IdeaWord[], at: number, deed: IdeaWord) => {
  const named = words[at];
  return named &&
    named.sentence === deed.sentence &&
    /^\p{Lu}/u.test(named.text) &&
    named.tags.has('ProperNoun')
    ? named
    : undefined;
};

/** The one the deed at `index` helps, visits or shadows, or null for another deed. */
export function companionVisited(words: readonly IdeaWord[], index: number): IdeaCompanion | null {
  const deed = words[index] as IdeaWord;
  const after = words[index + 1];
  if (!VISITS.test(deed.normal) || !after || after.sentence !== deed.sentence) return null;
  if (/['’]s$/.test(after.text)) return null;
  // "the lifeguard Jo": what they are, then the name they are called by.
  const kind = words[index + 2];
  const kindNamed = nameAt(words, index + 3, deed);
  if (after.normal === 'the' && kind && COMPANION_KINDS.has(kind.normal) && kindNamed)
    return companionRecord({
      name: bareName(kindNamed.text),
      kind: kind.normal,
      article: 'the',
      index: index + 3,
    });
  if (!KIN_TITLES.has(after.normal.split(' ')[0] ?? '')) return null;
  // "uncle Femi": the name after the title is theirs too.
  const named = nameAt(words, index + 2, deed);
  return named
    ? companionRecord({
        name: `${capitalise(after.text)} ${bareName(named.text)}`,
        index: index + 2,
      })
    : companionRecord({ name: capitalise(bareName(after.text)), index: index + 1 });
}
