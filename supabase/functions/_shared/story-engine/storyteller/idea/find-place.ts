import { tagWords, toSingular, type TaggedWord } from '../read-english.ts';
import {
  COMPANION_KINDS,
  NOT_THINGS,
  PEOPLE_KINDS,
  TELLING,
  TIME_NOUNS,
  FEAST_DAYS,
  isNoun,
} from './idea-words.ts';
import { nounPhraseAt, type NounPhrase } from './noun-phrase-at.ts';
import { namesPlaceByName } from './named-place.ts';
import { framesWant } from './read-framed-want.ts';

const PLACE_PREPOSITIONS = new Set(
  [
    'in on at to near across under inside beyond from into through around behind over along down',
    'aboard onboard beneath below among within atop outside',
    // "a night train crossing the Kazakh steppe": where it crosses is where the story is.
    'crossing',
  ]
    .join(' ')
    .split(' '),
);

/** What the hero goes on, not where: "on a treasure hunt", "on a trip". */
const OUTINGS = new Set(
  'hunt trip journey adventure quest mission holiday walk ride visit hike search chase tour voyage expedition outing'.split(
    ' ',
  ),
);

const TOLD = new Set('story tale book poem fable adventure'.split(' '));

/** "socks on his ears", "glasses on his head": where a thing is worn is a body, never a place. */
const BODY = new Set(
  'head ears ear nose face feet foot hands hand toes toe tummy belly knees knee arms arm legs leg back shoulders shoulder hair eyes eye mouth neck chin fingers finger tail paws paw'.split(
    ' ',
  ),
);

const PLACE_PARTS = new Set('back front top bottom side edge middle end corner'.split(' '));

/** "on the case", "on purpose", "on foot": what English says with "on" for how, not where. */
const HOW_ON = new Set('case purpose foot fire way bike time'.split(' '));

/**
 * "singing to her baby", "pass to his friend Rafa", "talk to the seals": who a deed is done to or
 * for is someone, never where the story happens.
 */
function isSomeone(phrase: NounPhrase, words: readonly TaggedWord[]): boolean {
  const head = phrase.head;
  // "to his friend Rafa": a name after what they are to someone is that someone.
  const before = words[phrase.end - 1];
  const kind = /^\p{Lu}/u.test(head.text) && /^\p{Ll}/u.test(before?.text ?? '') ? before : head;
  if (head.tags.has('Place') || namesPlaceByName(words, phrase.end)) return false;
  return (
    head.tags.has('Person') ||
    head.tags.has('Actor') ||
    COMPANION_KINDS.has(toSingular(kind?.normal ?? ''))
  );
}

/** A bare word the library reads as a verb after "to": "find", "see", not "school". */
const infinitive = (word: TaggedWord | undefined) =>
  word !== undefined &&
  !word.tags.has('Determiner') &&
  !word.tags.has('Possessive') &&
  tagWords(`we want to ${word.normal}`)[3]?.tags.has('Infinitive') === true;

const OWNERS = /^(my|his|her|their|our)$/;

/** "at granny's", "to his nan's": someone's, with nothing after it, is their house. */
function someonesHome(words: readonly TaggedWord[], start: number): string | null {
  const at = OWNERS.test(words[start]?.normal ?? '') ? start + 1 : start;
  const owner = words[at];
  const next = words[at + 1];
  if (!owner || !/['’]s$/.test(owner.text) || (next?.sentence === owner.sentence && isNoun(next)))
    return null;
  if (!owner.tags.has('Person') && !owner.tags.has('Actor') && !PEOPLE_KINDS.has(owner.normal))
    return null;
  return `${words
    .slice(start, at + 1)
    .map((word) => word.text)
    .join(' ')} house`;
}

/** Whether the preposition at `index` is in the clause that says who the story is read to. */
function readingFrame(words: readonly TaggedWord[], index: number): boolean {
  for (let at = index - 1; at >= 0 && at >= index - 8; at -= 1) {
    const word = words[at] as TaggedWord;
    if (word.sentence !== words[index]?.sentence) return false;
    if (/[,;:]/.test(String((word as { after?: string }).after ?? ''))) return false;
    if (TELLING.test(word.normal) && words[at + 1]?.normal === 'to') return true;
    // "Cosy village mystery for me to read on the train": where it is read; "to sing at the
    // talent show" is the hero's own.
    // "A story to read aloud at my mum's 70th": read aloud there, too.
    const reader = word.normal === 'aloud' ? at - 1 : at;
    if (at === index - 1 && words[reader]?.normal === 'read' && words[reader - 1]?.normal === 'to')
      return true;
  }
  return false;
}

/** "the chess tournament Sanduni" before "realises": a given name closing a phrase, then its verb. */
function nameClosing(words: readonly TaggedWord[], end: number): boolean {
  const name = words[end];
  const before = words[end - 1];
  return (
    name !== undefined &&
    before !== undefined &&
    /^\p{Lu}/u.test(name.text) &&
    ['Person', 'FirstName', 'ProperNoun'].some((tag) => name.tags.has(tag)) &&
    /^\p{Ll}/u.test(before.text) &&
    isNoun(before) &&
    words[end + 1]?.sentence === name.sentence &&
    words[end + 1]?.tags.has('Verb') === true
  );
}

/** Where the idea happens: the first place phrase after a preposition that is not the wanted thing. */
export function findPlace(words: readonly TaggedWord[], wantNoun: string | null): string | null {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    if (!PLACE_PREPOSITIONS.has(word.normal)) continue;
    // "something to fall asleep to. Rania on a night train": a sentence's last word leads nowhere.
    if (
      words[index + 1]?.sentence !== word.sentence ||
      /[.!?:;]/.test(String((word as { after?: string }).after ?? ''))
    )
      continue;
    // "go to find the castle": a "to" before a verb says what for, not where; "to school" stays.
    // "hired to escort a child": a bare word with its own object is a deed, whatever its tag.
    const object = /^(a|an|the|her|his|their|my|our)$/.test(words[index + 2]?.normal ?? '');
    const bare = !words[index + 1]?.tags.has('Determiner');
    if (word.normal === 'to' && (infinitive(words[index + 1]) || (bare && object))) continue;
    // "a gentle one to read to my mum in the care home, an old fisherman …": where the story is
    // read, and to whom, is no place in it.
    if (readingFrame(words, index)) continue;
    // "tucks him in under a big pile of leaves": the second word says where.
    if (PLACE_PREPOSITIONS.has(words[index + 1]?.normal ?? '')) continue;
    // "on every jar" is where a deed was done, not where the story happens.
    if (/^(every|each|all)$/.test(words[index + 1]?.normal ?? '')) continue;
    const home = someonesHome(words, index + 1);
    if (home) return home;
    const near = nounPhraseAt(words, index + 1);
    // "at the back of the library": the part of a place named first is that place.
    const start =
      near && PLACE_PARTS.has(near.head.normal) && words[near.end + 1]?.normal === 'of'
        ? near.end + 2
        : index + 1;
    const found = start === index + 1 ? near : nounPhraseAt(words, start);
    // "At the chess tournament Sanduni realises": a given name closing the phrase, before what she
    // does, is who the story is about, never part of the place.
    const phrase =
      found && nameClosing(words, found.end)
        ? nounPhraseAt(words.slice(0, found.end), start)
        : found;
    // "sail to a faraway island to find the treasure": what is wanted there is not where; a steppe
    // crossed or a ship aboard is, whatever the hero wants of it.
    const through = /^(crossing|aboard|onboard)$/.test(word.normal);
    if (!phrase || (phrase.head.normal === wantNoun && !through)) continue;
    // "Near future: Ifeoma is the last interpreter", "to read at bedtime": when is no place.
    // "the recital is on saturday", "in june": a day or a month is when, never where.
    if (
      TIME_NOUNS.has(phrase.head.normal) ||
      FEAST_DAYS.has(phrase.head.normal) ||
      /^(future|past|bedtime)$/.test(phrase.head.normal) ||
      ['WeekDay', 'Month', 'Date'].some((tag) => phrase.head.tags.has(tag))
    )
      continue;
    if (isSomeone(phrase, words) || NOT_THINGS.has(phrase.head.normal)) continue;
    if (BODY.has(phrase.head.normal)) continue;
    if (word.normal === 'on' && HOW_ON.has(toSingular(phrase.head.normal))) continue;
    // "explain vaccines through a story about a nurse": the story is what is told, not where.
    // "looks into the mystery of the lighthouse": what is looked into is what it is about.
    if (
      OUTINGS.has(toSingular(phrase.head.normal)) ||
      TOLD.has(phrase.head.normal) ||
      framesWant(phrase.head.normal)
    )
      continue;
    // "down the Shannon", "in the Scottish highlands": a place's own name keeps the idea's "the";
    // "in a Yorkshire village" is a village, met again as "the Yorkshire village".
    const capital = /^\p{Lu}/u.test(phrase.phrase);
    const named =
      (words[start]?.normal === 'the' && capital) ||
      (/^(a|an)$/.test(words[start]?.normal ?? '') && capital && /^\p{Ll}/u.test(phrase.head.text));
    // "at her jaddah's house", "in her mum's bakery": one of the family is no name, so the place
    // stays hers ("near mum's bakery" was no English); the narrator's "my" is never the story's.
    const theirs =
      /^(his|her|their)$/.test(words[start]?.normal ?? '') && /^\p{Ll}+['’]s /u.test(phrase.phrase)
        ? `${words[start]?.normal} `
        : '';
    return named ? `the ${phrase.phrase}` : `${theirs}${phrase.phrase}`;
  }
  return null;
}
