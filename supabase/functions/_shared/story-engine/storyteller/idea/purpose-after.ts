// Whether a purpose follows a phrase: "take a little boat to find the island", "catch the ferry to
// the island to find the old windmill". How the hero goes is then not what they go for.
import type { TaggedWord } from '../read-english.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';

/** Which way a journey goes before its purpose: "up the mountain to find". */
const WAYS = /^(to|into|across|through|around|round|onto|up|down|along|over|past|towards?)$/;

/** Which way someone heads: "south", "home", "inland". */
const HEADINGS =
  /^(north|south|east|west|northwards|southwards|home|inland|upriver|downriver|upstream|downstream|overseas|abroad)$/;

/** Whether a purpose follows the phrase ending at `end`, after where it goes: "(to the coast) to find". */
export function purposeAfter(words: readonly TaggedWord[], end: number): boolean {
  const purpose = (at: number) =>
    words[at]?.normal === 'to' &&
    words[at + 1]?.sentence === words[end]?.sentence &&
    (words[at + 1]?.tags.has('Infinitive') === true ||
      (words[at + 1]?.tags.has('Verb') === true && !words[at + 1]?.tags.has('PastTense')));
  // "take the train south through Patagonia to find": which way it heads comes first.
  const way = HEADINGS.test(words[end + 1]?.normal ?? '') ? end + 1 : end;
  if (purpose(way + 1)) return true;
  if (!WAYS.test(words[way + 1]?.normal ?? '')) return false;
  const where = nounPhraseAt(words, way + 2);
  return where !== null && purpose(where.end + 1);
}
