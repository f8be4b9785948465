// Who the idea says did it, when it gives the answer away: "it was the art teacher Mr Vale",
// "find out the caretaker Mr Finch let him out", "it's the keeper's nephew Jonah doing it",
// "she traces them to the retired postman, Walter". A mystery's ending names them.
import type { TaggedWord } from '../read-english.ts';

export interface IdeaReveal {
  /** Who did it, in the idea's own words: "the art teacher Mr Vale", "Rolo the dog". */
  who: string;
  /** What they did, when the idea tells it in the past: "let him out to play". */
  deed: string | null;
  /** Where the idea names them: the index of their first word, and just past their last. */
  start: number;
  end: number;
}

/** Words after which the idea names who did it. */
const MARKERS = [
  ['it', 'was'],
  ['it', 'is'],
  ['it', "'s"],
  ['it', '’s'],
  ['its'],
  ["it's"],
  ['it’s'],
  ['turns', 'out'],
  ['turned', 'out'],
  ['find', 'out'],
  ['finds', 'out'],
  ['found', 'out'],
  ['figure', 'out'],
  ['work', 'out'],
  ['traces', 'them', 'to'],
  ['traces', 'it', 'to'],
  ['trace', 'them', 'to'],
  ['trace', 'it', 'to'],
  ['track', 'them', 'down', 'to'],
];

/** Where a culprit's words stop: what they did, the idea's next clause, or "herself". */
const STOPS = new Set(
  'doing did who that all and but because when while so had has was is herself himself themselves itself'.split(
    ' ',
  ),
);

/** "Thabo thinks it's a ghost", "everyone says it was the cat": a guess, not the answer. */
const GUESSES = new Set(
  'think thinks thought believe believes believed guess guesses suspect suspects say says said'.split(
    ' ',
  ),
);

/** "turns out to have been taken by the art teacher": the passive's "by" names who did it. */
function afterPassiveBy(words: readonly TaggedWord[], start: number): number {
  let at = start;
  while (/^(to|have|has|had|be|been)$/.test(words[at]?.normal ?? '') && at < start + 3) at += 1;
  if (at === start || (!words[at]?.tags.has('Participle') && !words[at]?.tags.has('PastTense')))
    return start;
  return words[at + 1]?.normal === 'by' ? at + 2 : start;
}

function markerEnd(words: readonly TaggedWord[], index: number): number | null {
  for (const marker of MARKERS) {
    if (marker.every((part, offset) => words[index + offset]?.text.toLowerCase() === part))
      return index + marker.length;
  }
  return null;
}

/** The culprit the idea names, if it names one after "it was", "find out" or "traces them to". */
export function findReveal(
  words: readonly TaggedWord[],
  heroIndex: number | null,
): IdeaReveal | null {
  for (let index = 0; index < words.length; index += 1) {
    let start = markerEnd(words, index);
    if (start === null || GUESSES.has(words[index - 1]?.normal ?? '')) continue;
    if (/^(that|to be)$/.test(words[start]?.normal ?? '')) start += 1;
    // "find out it's the keeper's nephew": the answer follows the second marker.
    start = markerEnd(words, start) ?? start;
    // "it's" is read as "it" and a silent "is".
    while (words[start]?.text === '') start += 1;
    start = afterPassiveBy(words, start);
    const first = words[start];
    // "find out who did it" names nobody yet; "finds out her cat can talk" names no culprit.
    if (!first || /^(who|what|why|how|if|whether)$/.test(first.normal)) continue;
    if (first.tags.has('Pronoun') || first.tags.has('Possessive')) continue;
    // "find out before Monday", "learns it's ok to lose": a time or a state is no one.
    if (['Date', 'Preposition', 'Conjunction'].some((tag) => first.tags.has(tag))) continue;
    const describes = ['Adverb', 'Adjective', 'Verb'].some((tag) => first.tags.has(tag));
    if (describes && !words[start + 1]?.tags.has('Noun')) continue;
    const told: string[] = [];
    let end = start;
    while (end < words.length) {
      const word = words[end] as TaggedWord;
      if (end > start && (STOPS.has(word.normal) || word.tags.has('Verb'))) break;
      told.push(word.text.replace(/[,!?.;:]+$/, ''));
      end += 1;
      if (/[!?.;]$/.test(word.text)) break;
    }
    const who = told.join(' ').trim();
    if (!who || end - 1 === heroIndex || start === heroIndex) continue;
    const next = words[end];
    // "Mr Finch let him out to play": what they did, told in the past ("doing it" tells nothing).
    const deed =
      next &&
      next.tags.has('Verb') &&
      !next.tags.has('Gerund') &&
      !next.tags.has('Auxiliary') &&
      next.sentence === first.sentence
        ? words
            .slice(end)
            .filter((word) => word.sentence === first.sentence)
            .map((word) => word.text.replace(/[,!?.;:]+$/, ''))
            .join(' ')
        : null;
    return {
      who: /^(a|an|the)$/i.test(told[0] ?? '')
        ? who.replace(/^\w+/, (article) => article.toLowerCase())
        : who,
      deed,
      start,
      end,
    };
  }
  return null;
}
