import type { TaggedWord } from '../read-english.ts';

/**
 * "Something to read aloud for an adult with insomnia: a night train crossing the steppe": what is
 * asked before a colon that comes ahead of the hero is the request, never a deed of the hero's.
 */
export function framesRequest(
  words: readonly TaggedWord[],
  index: number,
  heroIndex: number | null,
): boolean {
  const sentence = words[index]?.sentence;
  for (let at = index; at < words.length && words[at]?.sentence === sentence; at += 1) {
    if (!String((words[at] as { after?: string }).after ?? '').includes(':')) continue;
    return (heroIndex === null || heroIndex > at) && words[at + 1]?.sentence === sentence;
  }
  return false;
}
