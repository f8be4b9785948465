// The idea as a careful reader would take it, before the storyteller copies any of its words into a
// story: a contraction typed without its apostrophe ("doesnt"), a plural spelled by ear
// ("volcanos", "ponys") and a day, month, place or people typed in lower case ("every friday")
// are written as English writes them. Each fix is by kind of word, read from the library's tags
// and inflection, never from a list of misspellings.
import nlp from 'compromise/two';
import { lexiconTags, type OffsetTerm } from './lexicon-tags.ts';
import { mendPossessive } from './mend-possessive.ts';
import { toPlural, toSingular } from '../read-english.ts';
import { capitalise } from '../../../capitalise.ts';

// A contraction's first word is a verb before "n't" ("does", "could") and a pronoun or a question
// word before "'re", "'ve", "'m" and "'s" ("they", "that", "what"). "'ll" and "'d" are not mended:
// "shell", "well", "ill" and "wed" are words of their own.
const CONTRACTION_ENDS: readonly { end: string; mended: string; leads: RegExp }[] = [
  { end: 'nt', mended: "n't", leads: /^(Verb|Copula|Modal|Auxiliary)$/ },
  { end: 're', mended: "'re", leads: /^(Pronoun)$/ },
  { end: 've', mended: "'ve", leads: /^(Pronoun|Modal)$/ },
  { end: 'm', mended: "'m", leads: /^(Pronoun)$/ },
  // The lexicon files "there" and "here" as uncountable nouns; a noun's "'s" is a possessive, which
  // the library never expands, so "rice's" is no contraction.
  { end: 's', mended: "'s", leads: /^(Pronoun|QuestionWord|There|Determiner|Uncountable)$/ },
];

/** "doesnt" → "doesn't", "theyre" → "they're"; null when the word is no contraction. */
function withApostrophe(word: string): string | null {
  if (lexiconTags(word).length > 0) return null;
  for (const { end, mended, leads } of CONTRACTION_ENDS) {
    if (!word.endsWith(end) || word.length <= end.length) continue;
    // Before "'re", "'s" and the rest the lexicon must know the first word ("they", "what"): a
    // look-up, so "adventure" and "gnomes" are never parsed as "adventu're" or "gnome's".
    const stem = word.slice(0, -end.length);
    if (end !== 'nt' && !lexiconTags(stem).some((tag) => leads.test(tag))) continue;
    const candidate = `${stem}${mended}`;
    const [first] = (
      nlp(candidate).json() as { terms: { implicit?: string; tags: string[] }[] }[]
    )[0]?.terms ?? [undefined];
    if (first?.implicit && first.tags.some((tag) => leads.test(tag))) return candidate;
  }
  return null;
}

/** "volcanos" → "volcanoes", "ponys" → "ponies": the library's plural of the library's singular. */
function respelledPlural(word: string, tags: readonly string[]): string | null {
  if (!tags.includes('Plural') || !word.endsWith('s') || lexiconTags(word).length > 0) return null;
  const singular = toSingular(word);
  if (!singular || singular === word || word.length < 4) return null;
  const plural = toPlural(singular);
  return plural && plural !== word && plural.endsWith('s') ? plural : null;
}

// A given name is left as typed: "teddy", "chase" and "rusty" are names and words alike, and which
// one the idea means is the hero's and companions' reading, not a spelling.
const NAMED_KINDS = new Set(['WeekDay', 'Month', 'City', 'Country', 'Demonym']);

/** A word the library's lexicon knows as a name and as nothing else ("march" is a verb too). */
function nameOnly(word: string): boolean {
  const own = lexiconTags(word);
  return own.length > 0 && own.every((tag) => NAMED_KINDS.has(tag));
}

/** "friday" → "Friday", "paris" → "Paris": a day, a month, a place or a people. */
function capitalised(word: string, tags: readonly string[]): string | null {
  // A day or a month read so in its sentence ("in march", never "they march").
  const dated = tags.includes('WeekDay') || tags.includes('Month');
  return dated || nameOnly(word) ? capitalise(word) : null;
}

function mendedWord(terms: readonly OffsetTerm[], index: number): string | null {
  const term = terms[index] as OffsetTerm;
  const word = term.text;
  // Only words typed in lower case are mended: a capital is the writer's own choice.
  if (!/^\p{Ll}+$/u.test(word)) return null;
  return (
    withApostrophe(word) ??
    mendPossessive(terms, index) ??
    respelledPlural(word, term.tags) ??
    capitalised(word, term.tags)
  );
}

const mended = new Map<string, string>();

/** The idea's text with its words as English writes them; everything between the words kept. */
export function mendTypedWords(text: string): string {
  const known = mended.get(text);
  if (known !== undefined) return known;
  const sentences = (nlp(text).json({ offset: true }) as { terms: OffsetTerm[] }[]).map(
    (sentence) => sentence.terms,
  );
  let told = text;
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
