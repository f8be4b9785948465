import type { TaggedWord } from '../read-english.ts';
import { NOT_THINGS, TIME_NOUNS } from './idea-words.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';

const PLACE_PREPOSITIONS = new Set(
  'in on at to near across under inside beyond from into through around behind over along'.split(
    ' ',
  ),
);

/** What the hero goes on, not where: "on a treasure hunt", "on a trip". */
const OUTINGS = new Set(
  'hunt trip journey adventure quest mission holiday walk ride visit hike search chase tour voyage expedition outing'.split(
    ' ',
  ),
);

const TOLD = new Set('story tale book poem fable adventure'.split(' '));

/** Where the idea happens: the first place phrase after a preposition that is not the wanted thing. */
export function findPlace(words: readonly TaggedWord[], wantNoun: string | null): string | null {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    if (!PLACE_PREPOSITIONS.has(word.normal)) continue;
    // "on every jar" is where a deed was done, not where the story happens.
    if (/^(every|each|all)$/.test(words[index + 1]?.normal ?? '')) continue;
    const phrase = nounPhraseAt(words, index + 1);
    if (!phrase || TIME_NOUNS.has(phrase.head.normal) || phrase.head.normal === wantNoun) continue;
    if (phrase.head.tags.has('Person') || NOT_THINGS.has(phrase.head.normal)) continue;
    // "explain vaccines through a story about a nurse": the story is what is told, not where.
    if (OUTINGS.has(phrase.head.normal) || TOLD.has(phrase.head.normal)) continue;
    return phrase.phrase;
  }
  return null;
}
