// "Hattie and her Gran", "me and my twin Ellie", "with her neighbour Mr Patel", "she and her kitty
// Dumpling", "his pet seahorse helps": someone the idea names as the hero's own (or the
// narrator's) comes along, wherever the sentence puts them, once the hero is known and is not them.
import { capitalise } from '../../../capitalise.ts';
import { bareName, companionAt, companionRecord, type IdeaCompanion } from './companion-at.ts';
import { KIN_TITLES } from './idea-words.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { isSomeone } from './someone-owned.ts';

const OWNERS = new Set(['her', 'his', 'their', 'my', 'our']);

export function findOwnedCompanions(
  words: readonly IdeaWord[],
  heroIndex: number | null,
  known: readonly IdeaCompanion[],
  culprits: ReadonlySet<number>,
): IdeaCompanion[] {
  const found: IdeaCompanion[] = [];
  const taken = (index: number) =>
    index === heroIndex ||
    culprits.has(index) ||
    [...known, ...found].some((companion) => companion.index === index);
  words.forEach((owner, at) => {
    // "Keanu's AI tutor Pixel", "Juniper's pet ferret, Noodle,": the hero's own, named.
    if (at === heroIndex && /['’]s$/.test(owner.text)) {
      const own = companionAt(words, at + 1, heroIndex, null);
      if (own?.name && !taken(own.index)) found.push(own);
      return;
    }
    if (!OWNERS.has(owner.normal) || !owner.tags.has('Possessive')) return;
    const next = words[at + 1];
    // "her Gran", "his Grandpa Miguel": what a child calls a relative is their name.
    if (next && /^\p{Lu}/u.test(next.text) && KIN_TITLES.has(next.normal.split(' ')[0] ?? '')) {
      if (taken(at + 1) || /['’]s$/.test(next.text)) return;
      found.push(
        companionRecord({
          name: capitalise(bareName(next.text)),
          index: at + 1,
          beside: heroIndex,
        }),
      );
      return;
    }
    const companion = companionAt(words, at + 1, heroIndex, null);
    if (companion?.name && !taken(companion.index)) found.push(companion);
    // "… find the pearl. his pet seahorse helps": the hero's own, opening a sentence of their own
    // deed, comes along too.
    const deed = words[(companion?.index ?? at) + 1];
    if (
      companion &&
      !companion.name &&
      companion.kind &&
      isSomeone(companion.kind) &&
      heroIndex !== null &&
      heroIndex < at &&
      words[at - 1]?.sentence !== owner.sentence &&
      deed?.sentence === owner.sentence &&
      deed.tags.has('Verb') &&
      !taken(companion.index)
    )
      found.push(companion);
  });
  return found;
}
