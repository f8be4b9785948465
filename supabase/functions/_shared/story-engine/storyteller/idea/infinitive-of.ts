// A verb's infinitive as the want steps read it: the word itself where the tagger already calls it
// one ("try"), else the library's infinitive of its form ("dreams" → "dream").
import { toInfinitive, type TaggedWord } from '../read-english.ts';

export const infinitiveOf = (word: TaggedWord) =>
  word.tags.has('Infinitive') ? word.normal : toInfinitive(word.normal);
