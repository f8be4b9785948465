// "night market in Manila, Paolo", "on a mars colony, inspector hua": a phrase saying where, closed
// by a comma before the hero's name, is never what the hero is; "A retired librarian in Nairobi,
// Grace" still says what she is, before the place.
import type { TaggedWord } from '../read-english.ts';
import { isNoun } from './idea-words.ts';

/** Words that say where a noun phrase is: "in Manila", "on a mars colony". */
const WHERE = new Set(
  'in on at near from aboard inside under across around round between through along past over beside to into onto towards toward'.split(
    ' ',
  ),
);

/** What an outing is called, which the tagger files as any other noun: "a canoe trip". */
const OUTINGS = new Set(
  'trip journey voyage holiday visit walk ride tour expedition outing cruise hike picnic adventure day night festival party fair market'.split(
    ' ',
  ),
);

/** Where the noun phrase ending at `index` starts: its determiner, adjectives and nouns. */
function phraseStart(words: readonly TaggedWord[], index: number): number {
  let start = index;
  while (
    start > 0 &&
    ['Noun', 'Adjective', 'Determiner'].some((tag) => words[start - 1]?.tags.has(tag)) &&
    !WHERE.has(words[start - 1]?.normal ?? '')
  )
    start -= 1;
  return start;
}

/**
 * Whether the word at `index`, just before the hero's name, ends a phrase saying where ("in
 * Manila,"): null where it does not. Where it does, `kind` is the noun said to be there, when an
 * "a" or "an" opens it ("a nurse on night shifts in Dhaka," gives "nurse"), else -1.
 */
export function placedBeforeName(
  words: readonly TaggedWord[],
  index: number,
): { kind: number } | null {
  let start = phraseStart(words, index);
  if (!WHERE.has(words[start - 1]?.normal ?? '')) return null;
  // "At the chess tournament Sanduni realises": a sentence that opens on where, with no comma.
  const opening = start === 1 || words[start - 2]?.sentence !== words[start - 1]?.sentence;
  if (!/,/.test(String((words[index] as { after?: string } | undefined)?.after ?? ''))) {
    if (!opening || !/^(the|a|an)$/.test(words[start]?.normal ?? '')) return null;
  }
  let where = -1;
  while (WHERE.has(words[start - 1]?.normal ?? '') && start >= 2) {
    where = start - 1;
    start = phraseStart(words, start - 2);
  }
  const opened =
    where >= 0 &&
    !WHERE.has(words[start - 1]?.normal ?? '') &&
    /^(a|an)$/.test(words[start]?.normal ?? '');
  if (opened)
    for (let head = where - 1; head > start; head -= 1)
      if (isNoun(words[head] as TaggedWord))
        // "a canoe trip through the marshes, Ines": a trip is where she goes, not what she is.
        return { kind: OUTINGS.has(words[head]?.normal ?? '') ? -1 : head };
  return { kind: -1 };
}
