// A verb's infinitive as the want steps read it: the word itself where the tagger already calls it
// one ("try"), else the library's infinitive of its form ("dreams" → "dream"). Alone, the library
// takes "lets" for "let's"; told in the idea ("who lets go"), it knows the present tense.
import { toInfinitive, type TaggedWord } from '../read-english.ts';
import { lexiconTags } from './lexicon-tags.ts';

const GERUND = new Set(['Verb', 'Gerund']);

export function infinitiveOf(word: TaggedWord): string {
  // "mei and her grandad finding a big crab": the tagger may call an -ing form an infinitive; the
  // lexicon knows it for the -ing form it is.
  if (word.tags.has('Infinitive') && lexiconTags(word.normal).includes('Gerund'))
    return toInfinitive(word.normal, GERUND);
  if (word.tags.has('Infinitive')) return word.normal;
  const alone = toInfinitive(word.normal);
  return alone === word.normal && word.tags.has('PresentTense')
    ? toInfinitive(word.normal, word.tags)
    : alone;
}
