// "my daughter is really upset so can you do one where a girl called Elif can't sleep": who the
// teller names as theirs before asking for the story is who it is for, not who goes with its hero.
import type { TaggedWord } from '../read-english.ts';

const OWNERS = new Set(['my', 'our']);

/**
 * "im 13", "my name is", "write one where me (ollie) and him", "write one about us": the teller
 * telling who they are in the story.
 */
const SELF =
  /\b(?:im|i'm|i’m|i am)\s+\d+\b|\bmy name is\b|\bme \(|\babout (?:us|me)\b|\bwhere (?:i|me|we)\b/i;

/** Where the words that ask for the story end: "can you do one where", "a story about". */
function askedAt(words: readonly TaggedWord[], from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) {
    const word = words[at]?.normal ?? '';
    const next = words[at + 1]?.normal ?? '';
    if (/^(can|could|would)$/.test(word) && /^(you|u)$/.test(next)) return true;
    if (/^(one|story|something|tale)$/.test(word) && /^(where|about)$/.test(next)) return true;
  }
  return false;
}

/** The teller's own kin, named before the story is asked for and its hero after. */
export function isTellersKin(
  words: readonly TaggedWord[],
  companionIndex: number,
  heroIndex: number | null,
): boolean {
  if (heroIndex === null || heroIndex <= companionIndex) return false;
  // "im 13 and in a band with my friends … my name is tavita": a teller who is in the story brings
  // their own along.
  if (SELF.test(words.map((word) => word.text).join(' '))) return false;
  const owned = [1, 2].some((back) => OWNERS.has(words[companionIndex - back]?.normal ?? ''));
  return owned && askedAt(words, companionIndex + 1, heroIndex);
}
