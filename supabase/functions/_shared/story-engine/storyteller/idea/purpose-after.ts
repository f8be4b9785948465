// Whether a purpose follows a phrase: "take a little boat to find the island", "catch the ferry to
// the island to find the old windmill". How the hero goes is then not what they go for.
import type { TaggedWord } from '../read-english.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';

/** Which way a journey goes before its purpose: "up the mountain to find". */
const WAYS = /^(to|into|across|through|around|round|onto|up|down|along|over|past|towards?)$/;

/** Whether a purpose follows the phrase ending at `end`, after where it goes: "(to the coast) to find". */
export function purposeAfter(words: readonly TaggedWord[], end: number): boolean {
  const purpose = (at: number) =>
    words[at]?.normal === 'to' &&
    words[at + 1]?.sentence === words[end]?.sentence &&
    (words[at + 1]?.tags.has('Infinitive') === true ||
      (words[at + 1]?.tags.has('Verb') === true && !words[at + 1]?.tags.has('PastTense')));
  if (purpose(end + 1)) return true;
  if (!WAYS.test(words[end + 1]?.normal ?? '')) return false;
  const where = nounPhraseAt(words, end + 2);
  return where !== null && purpose(where.end + 1);
}
