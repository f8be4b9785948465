// Who the idea says is wronged: framed, blamed or accused ("Kwabena is the one who gets framed",
// "Tomás gets blamed for the broken window", "everyone blames Ada"). They are never the culprit;
// the story is theirs, clearing their name.
import type { TaggedWord } from '../read-english.ts';

const WRONGED = /^(framed|blamed|accused|suspected|frame|frames|blame|blames|accuse|accuses)$/;
const PASSIVE = /^(framed|blamed|accused|suspected)$/;
const CARRIERS = /^(is|was|gets|got|get|been|be|being|are|were|wrongly|unfairly|falsely)$/;

/** The index of the wronged one's name among the idea's words, or null when nobody is. */
export function findWronged(words: readonly TaggedWord[]): number | null {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    if (!WRONGED.test(word.normal)) continue;
    // "everyone blames Ada", "someone frames Kwabena": the one the verb falls on.
    const next = words[index + 1];
    if (!PASSIVE.test(word.normal) || word.normal === 'accused') {
      if (next && next.sentence === word.sentence && /^\p{Lu}/u.test(next.text)) return index + 1;
      if (!PASSIVE.test(word.normal)) continue;
    }
    // "Kwabena gets framed", "Kwabena is the one who gets framed": back over what carries the
    // passive to the one it is said of.
    let at = index - 1;
    while (at >= 0 && CARRIERS.test(words[at]?.normal ?? '')) at -= 1;
    if (/^(who|that)$/.test(words[at]?.normal ?? '')) {
      at -= 1;
      if (words[at]?.normal === 'one' && words[at - 1]?.normal === 'the') at -= 2;
      while (at >= 0 && CARRIERS.test(words[at]?.normal ?? '')) at -= 1;
    }
    const who = words[at];
    if (who && who.sentence === word.sentence && /^\p{Lu}/u.test(who.text) && at !== index)
      return at;
  }
  return null;
}
