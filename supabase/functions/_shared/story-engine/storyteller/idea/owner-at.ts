import type { TaggedWord } from '../read-english.ts';

/**
 * Whether the word at `at` is an owner ("grandad's fishing boat", "callum's birthday party"). The
 * tagger may read an owner's "'s" as a silent "is", an empty word after the name, which then
 * stands for the owner too.
 */
export function ownerAt(words: readonly TaggedWord[], at: number): boolean {
  const word = words[at];
  return (
    /['’]s$/.test(word?.text ?? '') ||
    (word?.text === '' && /['’]s$/.test(words[at - 1]?.text ?? ''))
  );
}
