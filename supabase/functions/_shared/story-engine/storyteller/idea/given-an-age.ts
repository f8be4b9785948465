import type { TaggedWord } from '../read-english.ts';
import { agedAt } from './age-after-name.ts';
import { isListedGivenName } from './given-names.ts';
import { lexiconTags } from './lexicon-tags.ts';
import { PEOPLE_KINDS } from './idea-words.ts';

const NAME_TAGS = new Set(['FirstName', 'MaleName', 'FemaleName', 'LastName', 'Person']);

/**
 * "Rashed is 15 and shadowing", "for isla age 6", "my two, bao 6 and his sister": one given an age
 * is someone, though the tagger reads a verb; "Year 6 and", "Room 5 is" count with a word English
 * already has.
 */
export function givenAnAge(word: TaggedWord, index: number, words: readonly TaggedWord[]): boolean {
  // "a 15 year old", "who is 8", "Year 6 and": an article, a question word or a thing counted.
  if (!word.tags.has('Noun') && !(/^\p{Lu}/u.test(word.text) && word.tags.has('Verb')))
    return false;
  if (['Plural', 'Value', 'Pronoun', 'QuestionWord'].some((tag) => word.tags.has(tag)))
    return false;
  // "for isla age 6", "my little sister linh shes 5": typed in lower case, a name a list knows or
  // one set after who the person is.
  if (
    /^\p{Ll}/u.test(word.text) &&
    !word.tags.has('FirstName') &&
    !isListedGivenName(word.normal) &&
    !PEOPLE_KINDS.has(words[index - 1]?.normal ?? '')
  )
    return false;
  if (/^\p{Lu}/u.test(word.text) && !word.tags.has('ProperNoun') && !word.tags.has('Person'))
    if (lexiconTags(word.normal).some((tag) => !NAME_TAGS.has(tag))) return false;
  return agedAt(words, index);
}
