// Who else is in the idea and what they do: the companions named with the hero ("Lily and her
// puppy", "Omar and his little sister Hana", "Detective Kim and her assistant Raj") and, when
// someone has done something the story must uncover, the culprit and their deed ("Somebody has been
// swapping the labels on every jar", "A raccoon keeps stealing the pies").
import { toGerund, toInfinitive, toParticiple, type TaggedWord } from '../read-english.ts';
import { NOT_THINGS, TITLES, isName, isNoun } from './idea-words.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';

export interface IdeaCompanion {
  /** The companion's own name: "Hana", "Miso"; null for "her puppy". */
  name: string | null;
  /** What they are to the hero: "puppy", "sister", "friend"; null for a bare name. */
  kind: string | null;
  /** Words before the kind: "little", "best". */
  traits: string[];
  /** Index of the word that stands for them: the name, else the kind. */
  index: number;
}

export interface IdeaCulprit {
  /** Who did it, when the idea says: "raccoon"; null for "somebody". */
  who: string | null;
  /** The deed's verb: "swap", "steal". */
  verb: string;
  /** The deed took something away, so the story is about finding it. */
  takes: boolean;
  /** What the deed was done to, without its article: "golden trophy", "labels". */
  thing: string;
  /** The deed told as going on: "swapping the labels on every jar". */
  doing: string;
  /** The deed told as done: "swapped the labels on every jar". */
  done: string;
  /** The deed's object: "labels", "pies". */
  noun: string;
}

export interface IdeaCast {
  companions: IdeaCompanion[];
  culprit: IdeaCulprit | null;
}

const POSSESSIVES = new Set(['her', 'his', 'their']);
const UNKNOWN = new Set('who someone somebody anyone anybody nobody'.split(' '));
/** Verbs that carry the deed: "keeps stealing", "has been swapping". */
const CARRIERS = new Set(['keep', 'be', 'have']);
const TAKING = new Set('steal take eat nibble pinch snatch hide grab borrow'.split(' '));
const DEEDS = new Set(
  'steal take grab borrow swap eat paint hide move break mix muddle switch nibble pinch snatch scribble draw knock tip spill dig chew tangle untie unplug turn play'.split(
    ' ',
  ),
);

const sameSentence = (a: TaggedWord | undefined, b: TaggedWord | undefined) =>
  a !== undefined && b !== undefined && a.sentence === b.sentence;
const capitalised = (word: TaggedWord | undefined) =>
  word !== undefined && /^[A-Z]/.test(word.text);

/** "her best friend Jo" from the possessive on: kind, traits and name. */
function companionAfter(words: readonly TaggedWord[], start: number): IdeaCompanion | null {
  const run: TaggedWord[] = [];
  let index = start;
  while (
    sameSentence(words[index], words[start]) &&
    !capitalised(words[index]) &&
    (words[index]?.tags.has('Adjective') || isNoun(words[index] as TaggedWord))
  )
    run.push(words[index++] as TaggedWord);
  const kind = run[run.length - 1];
  if (!kind || !isNoun(kind) || NOT_THINGS.has(kind.normal)) return null;
  const name = words[index];
  const named =
    capitalised(name) &&
    sameSentence(name, kind) &&
    isNoun(name as TaggedWord) &&
    !TITLES.has(name?.normal ?? '');
  return {
    name: named ? (name?.text.replace(/['’]s$/, '') ?? null) : null,
    kind: kind.normal,
    traits: run.slice(0, -1).map((word) => word.normal),
    index: named ? index : index - 1,
  };
}

/** The companions named with someone: "X and her puppy", "X with his dog Rex", "Ada and Ben". */
export function findCompanions(words: readonly TaggedWord[]): IdeaCompanion[] {
  const companions: IdeaCompanion[] = [];
  words.forEach((link, index) => {
    if (link.normal !== 'and' && link.normal !== 'with') return;
    const before = words[index - 1];
    const after = words[index + 1];
    if (!before || !after || !sameSentence(before, link) || !sameSentence(after, link)) return;
    if (POSSESSIVES.has(after.normal) && after.tags.has('Pronoun')) {
      if (!isNoun(before) && !isName(before, index - 1, words)) return;
      const companion = companionAfter(words, index + 2);
      if (companion) companions.push(companion);
      return;
    }
    // Two names side by side are two friends; the first is the hero.
    if (isName(before, index - 1, words) && isName(after, index + 1, words))
      companions.push({
        name: after.text.replace(/['’]s$/, ''),
        kind: null,
        traits: [],
        index: index + 1,
      });
  });
  return companions;
}

/**
 * The deed the story must uncover: a subject that is not the hero ("somebody", "a raccoon") doing
 * one of the mischief verbs, carried by "keeps" or "has been" or told in the past.
 */
export function findCulprit(
  words: readonly TaggedWord[],
  heroIndex: number | null,
): IdeaCulprit | null {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    if (!word.tags.has('Verb') || word.tags.has('Auxiliary')) continue;
    const infinitive = toInfinitive(word.normal);
    if (!DEEDS.has(infinitive)) continue;
    let subject = index - 1;
    while (subject >= 0 && words[subject]?.tags.has('Verb')) {
      const carrier = toInfinitive(words[subject]?.normal ?? '');
      if (!CARRIERS.has(carrier) && !words[subject]?.tags.has('Auxiliary')) break;
      subject -= 1;
    }
    const who = words[subject];
    if (!who || !sameSentence(who, word) || subject === heroIndex) continue;
    const unknown = UNKNOWN.has(who.normal);
    if (!unknown && (!isNoun(who) || who.tags.has('Pronoun') || isName(who, subject, words)))
      continue;
    const object = nounPhraseAt(words, index + 1);
    if (!object) continue;
    let end = object.end + 1;
    // "on every jar in the village bakery": the deed keeps its first place phrase.
    while (
      sameSentence(words[end], word) &&
      words[end]?.normal !== 'and' &&
      !words[end]?.tags.has('Conjunction') &&
      !words[end]?.tags.has('Verb')
    )
      end += 1;
    const rest = words
      .slice(index + 1, end)
      .map((part) => part.text.replace(/[.,!?;:]+$/, ''))
      .join(' ');
    return {
      who: unknown ? null : who.normal,
      verb: infinitive,
      takes: TAKING.has(infinitive),
      thing: object.phrase.toLowerCase(),
      doing: `${toGerund(infinitive)} ${rest}`,
      done: `${toParticiple(infinitive)} ${rest}`,
      noun: object.head.normal,
    };
  }
  return null;
}
