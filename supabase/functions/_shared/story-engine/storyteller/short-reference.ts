// How a story names again what it has already named in full. A careful teller says "the chatty
// ship computer" once and "the ship computer" after, "the ship before the storm" once and "the
// ship" after: the head and the nouns before it, without the adjectives and what follows the
// head. Names, phrases joined by "and", phrases of two words and a head that needs its "to …"
// stay as they are.
import { tagWords } from './read-english.ts';

const shortened = new Map<string, string>();

export function shortReference(phrase: string): string {
  const known = shortened.get(phrase);
  if (known !== undefined) return known;
  const words = tagWords(phrase);
  let short = phrase;
  const proper = words.some((word) => word.tags.has('ProperNoun') || word.tags.has('Person'));
  if (words.length > 2 && words[0]?.normal === 'the' && !proper && !/\band\b/.test(phrase)) {
    let at = 1;
    const nouns: string[] = [];
    // "the kind old man": a word the tagger calls a noun before an adjective was an adjective too,
    // and the head is the man, never "the kind".
    do {
      nouns.length = 0;
      // "the very polite pig": a word that says how much goes with the adjective after it.
      while (
        (words[at]?.tags.has('Adjective') || words[at]?.tags.has('Adverb')) &&
        !words[at]?.tags.has('Noun')
      )
        at += 1;
      while (words[at]?.tags.has('Noun') && !words[at]?.tags.has('Possessive')) {
        nouns.push((words[at] as { text: string }).text);
        at += 1;
      }
    } while (
      nouns.length > 0 &&
      words[at]?.tags.has('Adjective') &&
      words[at + 1]?.tags.has('Noun')
    );
    // "the fishing boats": the tagger may read a plural head as a verb; a phrase's last word is its head.
    if (nouns.length > 0 && at === words.length - 1 && words[at]?.tags.has('Verb'))
      nouns.push((words[at] as { text: string }).text);
    // "the courage to face the dark": the head alone would lose what it means.
    if (nouns.length > 0 && words[at]?.normal !== 'to') short = `the ${nouns.join(' ')}`;
  }
  shortened.set(phrase, short);
  return short;
}
