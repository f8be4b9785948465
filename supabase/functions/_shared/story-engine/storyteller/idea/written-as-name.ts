import type { TaggedWord } from '../read-english.ts';

/**
 * "how the Egyptians built the pyramids": a word the idea capitalises mid-sentence is a name,
 * whatever the tagger knows of it, unless the whole idea is written in capitals or title case.
 */
export function writtenAsName(words: readonly TaggedWord[], word: TaggedWord): boolean {
  const at = words.indexOf(word);
  if (at < 1 || words[at - 1]?.sentence !== word.sentence || !/^\p{Lu}\p{Ll}/u.test(word.text))
    return false;
  const sentence = words.filter((other) => other.sentence === word.sentence);
  return sentence.filter((other) => /^\p{Lu}/u.test(other.text)).length * 2 < sentence.length;
}
