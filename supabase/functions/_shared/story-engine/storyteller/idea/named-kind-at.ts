import type { TaggedWord } from '../read-english.ts';

/**
 * Where the word for what someone is stands, before the "named" or "called" that precedes their
 * name at `index`: "a fox called Rusty" (the fox), "a baker in Oaxaca named Guadalupe" (the baker,
 * before where she is). Null where no "named" or "called" precedes the name.
 */
export function namedKindAt(words: readonly TaggedWord[], index: number): number | null {
  if (!/^(named|called)$/.test(words[index - 1]?.normal ?? '')) return null;
  const placed =
    /^\p{Lu}/u.test(words[index - 2]?.text ?? '') &&
    words[index - 3]?.tags.has('Preposition') === true;
  return placed ? index - 4 : index - 2;
}
