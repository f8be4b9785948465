// Three ways an idea says whose story it is without setting them to act: "the siege of Troy from
// Andromache's side of the walls" is told as Andromache lives it, "Her name's Nadia" says who the
// girl is, and "a bedtime mystery for Zoë: her stuffed penguin disappeared" is for Zoë and about
// her, as the "her" after the colon says.
import type { TaggedWord } from '../read-english.ts';

/** What a story is seen from: "from Andromache's side", "through the eyes of Abebe". */
const VIEWS = /^(side|point|perspective|eyes|view|viewpoint|pov)$/;

const after = (word: TaggedWord | undefined) =>
  word !== undefined && 'after' in word ? String(word.after) : ' ';

/** Whether the idea tells its story as the one named at `index` sees it, or about them. */
export function toldAbout(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index];
  if (!word) return false;
  const previous = words[index - 1];
  const next = words[index + 1];
  // "told through the eyes of Abebe".
  if (
    previous?.normal === 'of' &&
    VIEWS.test(words[index - 2]?.normal ?? '') &&
    /^(from|through)$/.test(words[index - 4]?.normal ?? '')
  )
    return true;
  if (
    /['’]s$/.test(word.text) &&
    /^(from|through)$/.test(previous?.normal ?? '') &&
    previous?.sentence === word.sentence &&
    VIEWS.test(next?.normal ?? '')
  )
    return true;
  // "Her name's Nadia": the idea says who its girl is, after the contraction's empty "is".
  const named = words.slice(Math.max(0, index - 3), index).filter((before) => before.text !== '');
  if (
    /^(her|his)$/.test(named[named.length - 2]?.normal ?? '') &&
    /^name(['’]s)?$/.test(named[named.length - 1]?.normal ?? '')
  )
    return true;
  // "for Zoë: her stuffed penguin": the one the story is for, then what is theirs.
  return /^\s*:/.test(after(word)) && /^(her|his|she|he)$/.test(next?.normal ?? '');
}
