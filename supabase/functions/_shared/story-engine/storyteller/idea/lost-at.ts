// Where the idea tells a loss, and what was lost: "a violin goes missing", "the museum's golden mask
// vanished", "the missing painting", "the picnic is missing all the sandwiches", "they lose their
// tent in a storm". The want to find it and a companion never brought along both read it here.
import { toInfinitive, type TaggedWord } from '../read-english.ts';
import { TIME_NOUNS, isNoun } from './idea-words.ts';
import { nounPhraseAt, type NounPhrase } from './noun-phrase-at.ts';

/** Contests are lost without anything to find: "his team loses the football final". */
const CONTESTS = new Set(
  'final match game race contest competition election battle war cup league tournament point round bet argument fight'.split(
    ' ',
  ),
);

const PREDETERMINERS = new Set(['all', 'both', 'half']);

/** What one lets go of without losing a thing: "lets go of her fear". */
const LET_GO_FEELINGS =
  /^(fear|fears|worry|worries|anger|past|grudge|hope|dream|dreams|hand|idea)$/;

const BE_OR_GO = /^(go|goes|going|gone|went|is|are|was|were|be|been|get|gets|got)$/;

/** A clause ends at the punctuation after a word: "A mystery on a night train: a violin goes missing". */
const endsClause = (word: TaggedWord) =>
  /[:;,.!?]/.test(String((word as { after?: string }).after ?? ''));

/** The subject of a loss told after it ("the cake goes missing"): the noun phrase before its verb. */
function subjectBefore(words: readonly TaggedWord[], index: number): NounPhrase | null {
  const word = words[index] as TaggedWord;
  let back = index - 1;
  while (back >= 0 && (words[back]?.tags.has('Verb') || words[back]?.tags.has('Adverb'))) back -= 1;
  let runStart = back;
  while (runStart > 0) {
    const previous = words[runStart - 1] as TaggedWord;
    if (previous.sentence !== word.sentence || endsClause(previous)) break;
    // "all the socks in the house": the lost thing is the noun before its place, never a genre
    // label before a colon ("A cosy mystery: at a village wedding …").
    const owner = words[runStart - 2];
    if (
      /^(in|on|at|from|of|under|inside)$/.test(previous.normal) &&
      owner !== undefined &&
      isNoun(owner) &&
      !endsClause(owner)
    ) {
      runStart -= 2;
      continue;
    }
    // "in Perthshire the wedding cake topper": an article opens the lost thing's phrase.
    if (words[runStart]?.tags.has('Determiner') && !PREDETERMINERS.has(previous.normal)) break;
    // "on the space station all the tomatoes": "all" opens the lost thing's phrase.
    if (words[runStart]?.tags.has('Determiner')) {
      runStart -= 1;
      break;
    }
    // "Every Friday a cake goes missing": a time is when it went, never part of what went.
    if (previous.tags.has('Date') || TIME_NOUNS.has(previous.normal)) break;
    if (!(
      isNoun(previous) ||
      previous.tags.has('Adjective') ||
      previous.tags.has('Determiner') ||
      previous.tags.has('Possessive')
    ))
      break;
    runStart -= 1;
  }
  const phrase = runStart >= 0 ? nounPhraseAt(words, runStart) : null;
  return phrase && phrase.end < index ? phrase : null;
}

/** The lost thing the clause at `index` tells of, if it tells of one. */
export function lostAt(words: readonly TaggedWord[], index: number): NounPhrase | null {
  const word = words[index] as TaggedWord;
  const next = words[index + 1];
  const previous = words[index - 1];
  // "the missing painting", "a missing singer", "his lost kite": a thing named as lost.
  if (
    /^(missing|lost|stolen)$/.test(word.normal) &&
    previous !== undefined &&
    (previous.tags.has('Determiner') || previous.tags.has('Possessive')) &&
    next !== undefined &&
    isNoun(next)
  )
    return nounPhraseAt(words, word.normal === 'lost' ? index : index + 1);
  // "a violin goes missing", "the mask vanished", "the books keep disappearing", "the banner is
  // gone"; "Dad has gone to the shop" went somewhere.
  const goneFrom =
    next?.normal === 'gone' &&
    /^(is|are|was|were|has|have|had)$/.test(word.normal) &&
    (endsClause(next) ||
      /^(from|missing|again|and|so|but|overnight)$/.test(words[index + 2]?.normal ?? ''));
  const gone =
    goneFrom ||
    (next?.normal === 'missing' && BE_OR_GO.test(word.normal)) ||
    (word.tags.has('Verb') &&
      /^(vanish|disappear|escape)$/.test(toInfinitive(word.normal, word.tags)));
  // "the picnic is missing all the sandwiches": what the picnic lacks is lost, not the picnic; "the
  // marrow goes missing the night before" went.
  const lacks = words[index + 2];
  if (
    gone &&
    !/^(go|goes|going|gone|went|get|gets|got)$/.test(word.normal) &&
    next?.normal === 'missing' &&
    lacks &&
    /^(the|all|both|a|an|some|his|her|their|its|my|our)$/.test(lacks.normal)
  )
    return nounPhraseAt(words, index + 2);
  if (gone) return subjectBefore(words, index);
  // "they lose their tent in a storm", "who lost his favourite red ball".
  if (
    word.tags.has('Verb') &&
    toInfinitive(word.normal, word.tags) === 'lose' &&
    next !== undefined &&
    (next.tags.has('Determiner') || next.tags.has('Possessive'))
  ) {
    const object = nounPhraseAt(words, index + 1);
    return object && !CONTESTS.has(object.head.normal) ? object : null;
  }
  // "who lets go of his red balloon": what slips from a hand is lost; letting go of a worry is not.
  const held = words[index + 3];
  if (
    /^(let|lets)$/.test(word.normal) &&
    next?.normal === 'go' &&
    words[index + 2]?.normal === 'of' &&
    held !== undefined &&
    (held.tags.has('Determiner') || held.tags.has('Possessive'))
  ) {
    const object = nounPhraseAt(words, index + 3);
    return object && !LET_GO_FEELINGS.test(object.head.normal) ? object : null;
  }
  return null;
}
