// The word classes the idea's steps share: titles, family words, gendered words, and how a noun or a
// name is told apart from the tagger's tags.
import type { TaggedWord } from '../read-english.ts';

export const TITLES = new Set(
  'captain detective inspector doctor dr professor sir lady princess prince king queen mr mrs ms miss uncle aunt'.split(
    ' ',
  ),
);
export const FAMILY_NAMES = new Set('grandma grandpa granny grandad nana mum dad mom'.split(' '));
export const SHE_WORDS = new Set(
  'girl princess queen woman mother mum mom grandma granny nana sister lady aunt witch daughter mermaid ballerina'.split(
    ' ',
  ),
);
export const HE_WORDS = new Set(
  'boy prince king man father dad grandpa grandad brother uncle son wizard knight'.split(' '),
);
export const NOT_THINGS = new Set(
  'someone somebody something everyone everybody anyone anybody nobody thing day time night autumn winter summer spring midnight morning evening lot kind'.split(
    ' ',
  ),
);
export const TIME_NOUNS = new Set(
  'night day autumn winter summer spring midnight morning evening week year'.split(' '),
);
export const QUESTION_WORDS = new Set(['why', 'how', 'what', 'where', 'when']);

export const isNoun = (word: TaggedWord) =>
  word.tags.has('Noun') && !word.tags.has('Pronoun') && !QUESTION_WORDS.has(word.normal);

export const isName = (word: TaggedWord, index: number, words: readonly TaggedWord[]) => {
  if (TITLES.has(word.normal) || QUESTION_WORDS.has(word.normal)) return false;
  if (!/^[A-Z]/.test(word.text)) return false;
  const previous = words[index - 1];
  if (previous && /^(named|called)$/.test(previous.normal)) return true;
  const sentenceStart = !previous || previous.sentence !== word.sentence;
  if (word.tags.has('Person') || word.tags.has('FirstName')) return true;
  if (word.tags.has('ProperNoun') && !sentenceStart) return true;
  const next = words[index + 1];
  return (
    sentenceStart &&
    word.tags.has('Noun') &&
    !word.tags.has('Plural') &&
    !word.tags.has('Pronoun') &&
    !NOT_THINGS.has(word.normal) &&
    !FAMILY_NAMES.has(word.normal) &&
    next?.sentence === word.sentence &&
    next.tags.has('Verb')
  );
};
