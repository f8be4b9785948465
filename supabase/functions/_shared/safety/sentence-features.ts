// What the harm model (judge-with-model.ts) reads in one tagged sentence. Words as themselves
// (lemmas and neighbouring pairs) say little about a wording nobody wrote before, so each word is
// also read as its classes: the WordNet sense class of its most common sense (word-senses.ts: a body
// part, a container, a deed of touching, of eating, of dying…), the gate's own word kinds (a deed
// that kills, a child, a weapon, play) and which classes meet in the sentence. A weight learnt for
// "a deed of touching meets a body part" applies to words the model never saw. Only a deed's class
// meets another's, so a long sentence is not scored for every pair of its words.
import {
  ANIMAL_WORDS,
  BLADES,
  BODY_WORDS,
  FIREARMS,
  GENTLE_THINGS,
  GRAVE_DEEDS,
  HURTING_DEEDS,
  PLAY_WORDS,
  REFUSING_WORDS,
  RELEASING_DEEDS,
} from './event-words.ts';
import type { ReadWord } from './read-sentence.ts';
import { WORD_KINDS } from './word-kinds.ts';
import { WORD_SENSES } from './word-senses.ts';

export interface SentenceFeature {
  name: string;
  /** The word the feature was read from, to mark in what was typed. */
  word: number;
}

function tableOf(groups: Record<string, string>, prefix: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const [kind, words] of Object.entries(groups))
    for (const word of words.split('|')) table.set(word, `${prefix}${kind}`);
  return table;
}

const NOUN_SENSES = tableOf(WORD_SENSES.noun, 'n.');
const VERB_SENSES = tableOf(WORD_SENSES.verb, 'v.');

const GATE_KINDS: ReadonlyArray<[string, ReadonlySet<string>]> = [
  ['kill', GRAVE_DEEDS],
  ['wound', HURTING_DEEDS],
  ['animal', ANIMAL_WORDS],
  ['body', BODY_WORDS],
  ['weapon', FIREARMS],
  ['weapon', BLADES],
  ['play', PLAY_WORDS],
  ['gentle', GENTLE_THINGS],
  ['refuse', REFUSING_WORDS],
  ['release', RELEASING_DEEDS],
];

const KINDS_OF = new Map<string, Set<string>>();
function addKind(word: string, kind: string) {
  const kinds = KINDS_OF.get(word) ?? new Set<string>();
  kinds.add(`k.${kind}`);
  KINDS_OF.set(word, kinds);
}
for (const [kind, words] of Object.entries(WORD_KINDS))
  for (const word of words.split('|')) addKind(word, kind);
for (const [kind, words] of GATE_KINDS) for (const word of words) addKind(word, kind);

/**
 * Words that carry no event: read as themselves they would only teach the model the corpus. The
 * words of asking for a story ("write a story where…", "pretend…") are among them: unsafe requests
 * use them more than harmless sentences do, and a model that learns them refuses the asking.
 */
const GLUE = new Set(
  'a an the and or of to in on at by for with from as is are was were be been being am it its this that these those there their his her my your our story stories tale tales write writes wrote written writing pretend imagine'.split(
    ' ',
  ),
);
/** The classes that are deeds: WordNet's verb classes and the gate's kinds of deed. */
const DEED_CLASS = /^(?:v\.|k\.(?:kill|wound|release|refuse)$)/;
const NEGATIONS = new Set('not never no nobody nothing nowhere without'.split(' '));

/** The singular a plural noun most likely comes from, for tables that list singulars. */
function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

function classesOf(word: ReadWord): string[] {
  const base = word.tags.has('Plural') ? singular(word.normal) : word.normal;
  const kinds = KINDS_OF.get(word.lemma) ?? KINDS_OF.get(word.normal) ?? KINDS_OF.get(base);
  const sense = word.tags.has('Verb')
    ? (VERB_SENSES.get(word.lemma) ?? NOUN_SENSES.get(base))
    : (NOUN_SENSES.get(base) ?? VERB_SENSES.get(word.lemma));
  return [...(kinds ?? []), ...(sense ? [sense] : [])];
}

/** The features of one sentence, each with the word it came from; classes that meet appear as pairs. */
export function sentenceFeatures(words: readonly ReadWord[]): SentenceFeature[] {
  const features: SentenceFeature[] = [];
  const classesAt = new Map<string, number>();
  let previous = '';
  words.forEach((word, index) => {
    if (word.lemma === ',') {
      previous = '';
      return;
    }
    if (NEGATIONS.has(word.lemma)) features.push({ name: 'neg', word: index });
    if (GLUE.has(word.lemma)) return;
    const named = word.tags.has('FirstName') || word.tags.has('Person');
    const lemma = named ? 'someone' : word.lemma;
    features.push({ name: `w:${lemma}`, word: index });
    if (previous) features.push({ name: `b:${previous}+${lemma}`, word: index });
    previous = lemma;
    const classes = named ? ['n.person'] : classesOf(word);
    for (const found of classes) {
      features.push({ name: `c:${found}`, word: index });
      if (!classesAt.has(found)) classesAt.set(found, index);
    }
  });
  // Who does what to whom: each deed's class meets each being's or thing's class, and a negation.
  const present = [...classesAt.keys()].sort();
  const deeds = present.filter((found) => DEED_CLASS.test(found));
  if (features.some((feature) => feature.name === 'neg')) present.push('neg');
  for (const deed of deeds)
    for (const other of present)
      if (!DEED_CLASS.test(other))
        features.push({ name: `cc:${deed}+${other}`, word: classesAt.get(deed) ?? 0 });
  return features;
}
