// "her familiar, a grumpy crow called Pepper", "his dog, a spaniel called Rolo": the name set
// beside a companion after a comma is theirs.
import type { TaggedWord } from '../read-english.ts';

/** The name given beside the companion at `index`, as typed, or null where none is. */
export function calledBeside(words: readonly TaggedWord[], index: number): string | null {
  const companion = words[index] as (TaggedWord & { after?: string }) | undefined;
  if (!companion || !String(companion.after ?? '').includes(',')) return null;
  if (!/^(a|an)$/.test(words[index + 1]?.normal ?? '')) return null;
  for (let at = index + 2; at < index + 7; at += 1) {
    const word = words[at];
    if (!word || word.sentence !== companion.sentence) return null;
    if (/^(named|called)$/.test(word.normal)) {
      const name = words[at + 1];
      return name && name.sentence === companion.sentence && /^\p{Lu}/u.test(name.text)
        ? name.text
        : null;
    }
    if (!word.tags.has('Adjective') && !word.tags.has('Noun')) return null;
  }
  return null;
}
