// "to the dentist with Mummy", "with three friends", "with Mr. Abernathy": who comes along named
// after "with" by what the child calls them, by a number, or by title and name.
import { COMPANION_KINDS, KIN_TITLES, TITLES, isNoun } from './idea-words.ts';
import { isName } from './is-name.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { capitalise } from '../../../capitalise.ts';
import {
  bareName,
  capitalised,
  companionRecord,
  same,
  type IdeaCompanion,
} from './companion-at.ts';
import { isSomeone } from './someone-owned.ts';
import { namesNoOne } from './names-no-one.ts';

const POSSESSIVES = new Set(['her', 'his', 'their', 'my', 'our']);

/** The one "with" at `index` brings along in one of these shapes, or null for another shape. */
export function companionWith(words: readonly IdeaWord[], index: number): IdeaCompanion | null {
  const link = words[index] as IdeaWord;
  const after = words[index + 1] as IdeaWord;
  if (link.normal !== 'with') return null;
  // "to the dentist with Mummy", "counting stars with mummy": a relative called by what the child
  // calls them comes along, wherever the idea puts them.
  if (
    KIN_TITLES.has(after.normal.split(' ')[0] ?? '') &&
    !/['’]s$/.test(after.text) &&
    !isNoun(words[index + 2] ?? link)
  ) {
    return companionRecord({ name: capitalise(bareName(after.text)), index: index + 1 });
  }
  // "flies a rocket with Teddy", "ava flys a rocket with teddy": one called by name, or a toy or
  // a pet by what it is, after the hero's deed and closing it, comes along.
  const closing = words[index + 2];
  if (
    (capitalised(after) || COMPANION_KINDS.has(after.normal)) &&
    !/['’]s$/.test(after.text) &&
    !after.tags.has('Plural') &&
    (capitalised(after) ? isName(after, index + 1, words) : !isNoun(closing ?? link)) &&
    (closing === undefined ||
      !same(closing, link) ||
      closing.tags.has('Verb') ||
      closing.tags.has('Conjunction') ||
      closing.tags.has('Preposition')) &&
    words
      .slice(0, index)
      .some(
        (word, at) =>
          same(word, link) &&
          isName(word, at, words) &&
          ['Person', 'FirstName'].some((tag) => word.tags.has(tag)) &&
          !namesNoOne(words, at) &&
          !/^(a|an|the|of|across|to|in|from)$/.test(words[at - 1]?.normal ?? ''),
      )
  )
    return companionRecord({ name: capitalise(bareName(after.text)), index: index + 1 });
  // "with three friends", "with her two cousins": a number of someones comes along.
  const counted = words[index + (after.tags.has('Value') ? 2 : 3)];
  if (
    (after.tags.has('Value') ||
      (POSSESSIVES.has(after.normal) && words[index + 2]?.tags.has('Value'))) &&
    counted !== undefined &&
    same(counted, link) &&
    counted.tags.has('Plural') &&
    isSomeone(counted.normal)
  ) {
    const count = after.tags.has('Value') ? after : (words[index + 2] as IdeaWord);
    return companionRecord({
      kind: counted.normal,
      traits: [count.normal],
      index: words.indexOf(counted),
    });
  }
  // "with Mr. Abernathy", "with Ms Okafor": a grown-up called by title and name comes along.
  const titled = words[index + 2];
  if (
    TITLES.has(after.normal) &&
    capitalised(titled) &&
    same(titled, link) &&
    // "explain the heart with Dr Amina": with no one named before, the doctor is the hero.
    words.slice(0, index).some((word, at) => isName(word, at, words))
  ) {
    return companionRecord({
      name: `${after.text} ${bareName(titled?.text ?? '')}`,
      index: index + 2,
    });
  }
  return null;
}
