// The idea as a careful reader would take it, before the storyteller copies any of its words into a
// story: a contraction typed without its apostrophe ("doesnt"), a plural spelled by ear
// ("volcanos", "ponys"), a spoken form the library reads as its words ("gonna", "plz") and a day,
// month, place or people typed in lower case ("every friday") are written as English writes them.
// Each fix is by kind of word, read from the library's tags, inflection and readings; only a child's
// texting spellings ("nite", "ur", "gr8") come from a list, texting-spellings.ts, which no library
// here holds.
import { unshouted } from './unshouted.ts';
import { withApostrophe } from './with-apostrophe.ts';
import nlp from 'compromise/two';
import { lexiconTags, type OffsetTerm } from './lexicon-tags.ts';
import { mendGivenName } from './mend-given-name.ts';
import { namedByPlace } from './name-by-place.ts';
import { mendPossessive } from './mend-possessive.ts';
import { respellTexting } from './respell-texting.ts';
import { toInfinitive, toPlural, toPresentTense, toSingular } from '../read-english.ts';
import { capitalise } from '../../../capitalise.ts';
import { untitled } from './untitled.ts';
import { KIN_TITLES, TITLES } from './idea-words.ts';

/** "volcanos" → "volcanoes", "ponys" → "ponies": the library's plural of the library's singular. */
function respelledPlural(word: string, tags: readonly string[]): string | null {
  if (!tags.includes('Plural') || !word.endsWith('s') || lexiconTags(word).length > 0) return null;
  // "toes", "hoes": a word that is already the plural of itself less its "s" is spelled right,
  // whatever singular the library guesses for it ("to", "ho").
  if (toPlural(word.slice(0, -1)) === word) return null;
  const singular = toSingular(word);
  if (!singular || singular === word || word.length < 4) return null;
  const plural = toPlural(singular);
  return plural && plural !== word && plural.endsWith('s') ? plural : null;
}

const aliases = (nlp.world() as { model: { one: { aliases: Record<string, string> } } }).model.one
  .aliases;

/** "she", "the puppy", "Priya": a subject whose present-tense verb ends in "s". */
function singularSubject(term: OffsetTerm | undefined): boolean {
  if (!term) return false;
  if (term.tags.includes('Pronoun')) return /^(he|she|it)$/i.test(term.text);
  return term.tags.includes('Noun') && !term.tags.includes('Plural');
}

/**
 * "gonna" → "going to", "alot" → "a lot", "plz" → "please": the words the library reads where the
 * idea typed a spoken form, which the story would otherwise echo; after "she" the verb agrees ("she
 * wanna" → "she wants to"). "cannot" is how English writes "can not"; the library splits it only
 * to read it.
 */
function readAsWords(terms: readonly OffsetTerm[], index: number): string | null {
  const term = terms[index] as OffsetTerm;
  if (term.text === 'cannot') return null;
  const alias = aliases[term.text];
  if (alias && /^\p{Ll}+$/u.test(alias)) return alias;
  // After "a" or "the" the word is a noun of its own: "a dun horse".
  if (
    !term.implicit ||
    term.implicit === term.text ||
    terms[index - 1]?.tags.includes('Determiner')
  )
    return null;
  const first = term.implicit;
  const agrees = singularSubject(terms[index - 1]) && toInfinitive(first) === first;
  const words = [agrees ? toPresentTense(first) : first];
  for (let next = index + 1; terms[next]?.text === '' && terms[next]?.implicit; next += 1)
    words.push(terms[next]?.implicit as string);
  return words.length > 1 ? words.join(' ') : null;
}

// A given name is left as typed: "teddy", "chase" and "rusty" are names and words alike, and which
// one the idea means is the hero's and companions' reading, not a spelling.
const NAMED_KINDS = new Set(['WeekDay', 'Month', 'City', 'Country', 'Demonym']);

/** A word the library's lexicon knows as a name and as nothing else ("march" is a verb too). */
function nameOnly(word: string): boolean {
  const own = lexiconTags(word);
  // "the ancient greeks": a people told in the plural is still their name.
  const people = own.includes('Demonym');
  return own.length > 0 && own.every((tag) => NAMED_KINDS.has(tag) || (people && tag === 'Plural'));
}

/** "friday" → "Friday", "paris" → "Paris": a day, a month, a place or a people. */
function capitalised(word: string, tags: readonly string[]): string | null {
  // A day or a month read so in its sentence ("in march", never "they march").
  const dated = tags.includes('WeekDay') || tags.includes('Month');
  return dated || nameOnly(word) ? capitalise(word) : null;
}

// "rio de janeiro": the little words inside a place's name keep their lower case.
const NAME_PARTICLES = new Set(['de', 'da', 'do', 'del', 'of', 'on', 'upon']);

const PLACE_TAGS = /^(City|Country|Region|Place)$/;

/**
 * "addis ababa", "hong kong", "new zealand": a place of several words the library's lexicon files
 * as one is written with capitals; "the long beach" after an article, its first word a describing
 * word, is a beach. "the welsh hills" and "our little welsh town" are no such name.
 */
function placeOfWords(terms: readonly OffsetTerm[], index: number): string | null {
  const place = (at: number) => terms[at]?.tags.includes('Place') === true;
  if (!place(index)) return null;
  let first = index;
  while (place(first - 1)) first -= 1;
  let last = index;
  while (place(last + 1)) last += 1;
  for (let start = first; start <= index; start += 1)
    for (let end = Math.max(index, start + 1); end <= last; end += 1) {
      const span = terms.slice(start, end + 1);
      if (!span.every((term) => /^\p{Ll}+$/u.test(term.text))) continue;
      const named = span.map((term) => term.text).join(' ');
      if (!lexiconTags(named).some((tag) => PLACE_TAGS.test(tag))) continue;
      const described = lexiconTags(terms[start]?.text ?? '').includes('Adjective');
      if (described && terms[start - 1]?.tags.includes('Determiner')) return null;
      const word = terms[index]?.text ?? '';
      return index > start && NAME_PARTICLES.has(word) ? null : capitalise(word);
    }
  return null;
}

/**
 * "its not fair", "its really awkward": an owner's "its" comes before what it owns, so before
 * "not", an adverb, an article or a preposition it is "it's". "its shell" stays.
 */
function itIs(terms: readonly OffsetTerm[], index: number): string | null {
  if (terms[index]?.text !== 'its') return null;
  const next = terms[index + 1];
  const owned = !next || next.tags.some((tag) => tag === 'Noun' || tag === 'Adjective');
  return !owned && next.tags.some((tag) => /^(Negative|Adverb|Determiner|Preposition)$/.test(tag))
    ? "it's"
    : null;
}

function mendedWord(terms: readonly OffsetTerm[], index: number): string | null {
  const term = terms[index] as OffsetTerm;
  const word = term.text;
  // "the fire brigade AND a goose", "SO much": a little word in capitals is said louder, and is
  // no name; a name or a word of weight in capitals ("BOLT", "WINS") is the writer's own choice.
  if (/^\p{Lu}{2,}$/u.test(word) && word !== 'US') {
    const lower = word.toLowerCase();
    if (lexiconTags(lower).some((tag) => /^(Conjunction|Preposition|Determiner|Adverb)$/.test(tag)))
      return lower;
  }
  // Only words typed in lower case are mended, but for a name's possessive ("kofi's", "Priyas"): a
  // capital is the writer's own choice.
  if (!/^\p{Ll}+$/u.test(word)) return mendGivenName(terms, index);
  // "captain rhys", "rhys must carry": a name after a title, or where only a name fits, is read as
  // one before any plural is respelled.
  const title = terms[index - 1]?.text.toLowerCase() ?? '';
  // "their nan doesnt know": a contraction after a title is no name.
  const named =
    withApostrophe(word) === null &&
    (TITLES.has(title) ||
      KIN_TITLES.has(title) ||
      namedByPlace(terms, index, lexiconTags(word).length > 0))
      ? mendGivenName(terms, index)
      : null;
  return (
    named ??
    withApostrophe(word) ??
    itIs(terms, index) ??
    readAsWords(terms, index) ??
    placeOfWords(terms, index) ??
    mendPossessive(terms, index) ??
    respelledPlural(word, term.tags) ??
    capitalised(word, term.tags) ??
    mendGivenName(terms, index) ??
    titleOfName(terms, index)
  );
}

/** "captain rhys", "auntie bisi", "mr okafor": a title before a name is written with its capital. */
function titleOfName(terms: readonly OffsetTerm[], index: number): string | null {
  const word = terms[index]?.text ?? '';
  if (!TITLES.has(word) && !KIN_TITLES.has(word)) return null;
  const next = terms[index + 1];
  if (next === undefined || (terms[index]?.post ?? ' ').trim() !== '') return null;
  if (withApostrophe(next.text) !== null) return null;
  const named = mendGivenName(terms, index + 1);
  return named && /^\p{Lu}/u.test(named) ? capitalise(word) : null;
}

const mended = new Map<string, string>();

/** The idea's text with its words as English writes them; everything between the words kept. */
export function mendTypedWords(text: string): string {
  const known = mended.get(text);
  if (known !== undefined) return known;
  let told = respellTexting(untitled(unshouted(text)));
  const sentences = (nlp(told).json({ offset: true }) as { terms: OffsetTerm[] }[]).map(
    (sentence) => sentence.terms,
  );
  for (const terms of sentences.reverse())
    for (let index = terms.length - 1; index >= 0; index -= 1) {
      const term = terms[index] as OffsetTerm;
      const word = mendedWord(terms, index);
      if (!word || term.offset.length !== term.text.length) continue;
      told =
        told.slice(0, term.offset.start) +
        word +
        told.slice(term.offset.start + term.offset.length);
    }
  if (mended.size > 500) mended.clear();
  mended.set(text, told);
  return told;
}
