// A verb's infinitive as the want steps read it: the word itself where the tagger already calls it
// one ("try"), else the library's infinitive of its form ("dreams" → "dream"). Alone, the library
// takes "lets" for "let's"; told in the idea ("who lets go"), it knows the present tense.
import { toInfinitive, type TaggedWord } from '../read-english.ts';

export function infinitiveOf(word: TaggedWord): string {
  if (word.tags.has('Infinitive')) return word.normal;
  const alone = toInfinitive(word.normal);
  return alone === word.normal && word.tags.has('PresentTense')
    ? toInfinitive(word.normal, word.tags)
    : alone;
}
