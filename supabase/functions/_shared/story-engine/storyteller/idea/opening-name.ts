// "Sigrid lies to her best friend", "Kostas finds a magic paintbrush", "Nilufar inherits her
// great-aunt's teapot", "Ruaridh and two friends drive", "Parisa in Tehran finds out": a capital
// that opens the idea is no sign of a name, so the tagger guesses at a word it has never met, and
// may take it for an adjective or, ending in "s", a plural whose verb is then read as a noun. A
// word the library's lexicon does not know, opening a sentence whose deed follows it, is who does
// that deed: a name.
import { tagWords, toInfinitive, toSingular, type TaggedWord } from '../read-english.ts';
import { lexiconTags } from './lexicon-tags.ts';
import { givenNamePronoun } from './given-names.ts';
import { COMPANION_KINDS, KIN_TITLES, TITLES } from './idea-words.ts';

const WORD_CLASSES = [
  'Verb',
  'Adverb',
  'Determiner',
  'Preposition',
  'Pronoun',
  'Conjunction',
  'QuestionWord',
  'Value',
  'Expression',
];
/** What may stand between a name and its deed: "and two friends", "in Tehran", ", 9,". */
const BETWEEN = /^(and|in|from|with|at)$/;

const after = (word: TaggedWord) => ('after' in word ? String(word.after) : ' ');

/** Whether `text` reads as a verb after "she": "lies", "inherits", "finds". */
export function readsAsVerb(text: string): boolean {
  const tags = tagWords(`she ${text.toLowerCase()}`)[1]?.tags;
  return tags?.has('Verb') === true && (tags.has('PresentTense') || tags.has('PastTense'));
}

/** A word the library has never met, neither itself nor as the plural of one it knows. */
function unknownWord(word: TaggedWord): boolean {
  if (lexiconTags(word.normal).length > 0) return false;
  const singular = toSingular(word.normal);
  return singular === word.normal || lexiconTags(singular).length === 0;
}

const NAME_TAGS = new Set(['FirstName', 'MaleName', 'FemaleName']);
/**
 * "Jack the cabin boy investigates", "Mark the shepherd finds": a word only the name lists know,
 * set before what its person is and their deed, though the tagger reads it as an order.
 */
function deedAfterKind(words: readonly TaggedWord[], index: number): number | null {
  const own = lexiconTags(words[index]?.normal ?? '');
  if (own.length === 0 || !own.every((tag) => NAME_TAGS.has(tag))) return null;
  if (words[index + 1]?.normal !== 'the') return null;
  const sentence = words[index]?.sentence;
  for (let at = index + 2; at <= index + 4; at += 1) {
    const kind = words[at];
    if (!kind || kind.sentence !== sentence || !kind.tags.has('Noun')) return null;
    const deed = words[at + 1];
    if (
      kind.tags.has('Actor') &&
      deed?.sentence === sentence &&
      (deed.tags.has('Verb') || readsAsVerb(deed.text))
    )
      return at + 1;
  }
  return null;
}

/** Where the deed of the name opening at `index` is: after it, or after what its person is. */
export function deedOfOpeningName(words: readonly TaggedWord[], index: number): number {
  return deedAfterKind(words, index) ?? index + 1;
}

/** Whether the word at `index` opens its sentence as the name of who acts in it. */
export function openingName(words: readonly TaggedWord[], index: number): boolean {
  const word = words[index];
  if (!word || !/^\p{Lu}\p{Ll}+$/u.test(word.text)) return false;
  const previous = words[index - 1];
  // "A quiet literary piece: Etenesh teaches": a clause opens after a colon too.
  const opens = !previous || previous.sentence !== word.sentence || /^\s*:/.test(after(previous));
  if (!opens) return false;
  if (deedAfterKind(words, index) !== null) return true;
  // "Xiaoling inherits": a word the lexicon never met, ending as a doing does, is read as one by
  // the tagger; before a deed of its own it is who does it.
  const guessedDoing =
    word.tags.has('Gerund') &&
    unknownWord(word) &&
    lexiconTags(toInfinitive(word.normal, word.tags)).length === 0 &&
    words[index + 1]?.sentence === word.sentence &&
    readsAsVerb(words[index + 1]?.text ?? '');
  if (guessedDoing) return true;
  if (word.tags.has('Person') || WORD_CLASSES.some((tag) => word.tags.has(tag))) return false;
  if ([TITLES, KIN_TITLES, COMPANION_KINDS].some((kinds) => kinds.has(word.normal))) return false;
  // "Finn investigates!": a given name the lexicon also files as a noun (a Finn) is still a name.
  if (!unknownWord(word) && givenNamePronoun(word.text) === null) return false;
  const next = words[index + 1];
  if (!next || next.sentence !== word.sentence) return false;
  // "Kostas finds", "Sigrid lies": the deed as the tagger read it, a verb or, after a word it took
  // for a noun, a plural; "Generation ship" is a compound, not a deed.
  if ((next.tags.has('Verb') || next.tags.has('Plural')) && readsAsVerb(next.text)) return true;
  // "Brannoc, an exiled wizard, and his apprentice": a name set beside what its person is.
  // "Kofi, apprentice to the royal map-maker, has to": and what, with no article before it.
  if (
    /^,/.test(after(word)) &&
    (/^(a|an)$/.test(next.normal) || (next.tags.has('Actor') && !next.tags.has('Plural')))
  )
    return true;
  if (!BETWEEN.test(next.normal)) return false;
  return words.some(
    (later, at) => at > index + 2 && later.sentence === word.sentence && later.tags.has('Verb'),
  );
}
