// "helping her little brother with his science project", "her crew of mice": of what a possessive
// names, only someone comes along, told by the kind that ends with them.
import { COMPANION_KINDS, TALKING, isNoun } from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { toSingular } from '../read-english.ts';
import type { IdeaCompanion } from './companion-at.ts';

export const GROUPS = new Set('group gang band bunch pair team crew'.split(' '));

export const isSomeone = (word: string) => {
  const head = toSingular(word.split('-').pop() ?? '');
  return COMPANION_KINDS.has(head) || GROUPS.has(head);
};

/**
 * "helping her little brother with his science project" names a thing of theirs, not someone;
 * "Hana and her grandma fold paper cranes", "his sword-sister fight": the kind ends with the one
 * who comes along, before the tagger's misread verb.
 */
export function someoneOwned(
  words: readonly IdeaWord[],
  owned: IdeaCompanion | null,
): IdeaCompanion | null {
  if (!owned || owned.name || !owned.kind) return owned;
  // "her crew of mice": the ones who come along are the mice, not "the crew".
  const members = words[owned.index + 2];
  if (
    GROUPS.has(owned.kind.split(' ').pop() ?? '') &&
    words[owned.index + 1]?.normal === 'of' &&
    members !== undefined &&
    members.tags.has('Plural') &&
    isNoun(members)
  )
    return { ...owned, kind: members.normal, traits: [], index: owned.index + 2 };
  const kind = owned.kind.split(' ');
  // "his talking snowman": what talks is someone, whatever it is.
  if (owned.traits.some((trait) => TALKING.test(trait)) || TALKING.test(kind[0] ?? ''))
    return owned;
  const last = kind.findLastIndex(isSomeone);
  if (last < 0) return null;
  return {
    ...owned,
    kind: kind.slice(0, last + 1).join(' '),
    index: owned.index - (kind.length - 1 - last),
  };
}
