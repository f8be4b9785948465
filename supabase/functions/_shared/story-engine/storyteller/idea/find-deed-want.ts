// The deed the idea's first telling verb names, as the hero's want: "look for her lost kite",
// "sail to a faraway island", "fix up an old boat"; with what the hero is caught in, asks about or
// already does read on the way.
import type { TaggedWord } from '../read-english.ts';
import { NOT_THINGS } from './idea-words.ts';
import { CHANGES } from './find-change.ts';
import { MISHAPS } from './find-mishap.ts';
import { infinitiveOf } from './infinitive-of.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import { framesWant, readFramedWant } from './read-framed-want.ts';
import { readInquiry } from './read-inquiry.ts';
import { readSituation } from './read-situation.ts';
import type { IdeaWant } from './story-idea.ts';

const WANT_MARKERS = new Set(
  'want need hope dream try wish long plan decide have be keep become must can will named call name do'.split(
    ' ',
  ),
);
/** What the hero already does, told in the present: "runs a potion shop", "owns a bakery". */
const PREMISES = new Set(['run', 'own', 'manage']);
const MOTION = new Set('to into across through around onto'.split(' '));
/** Which way a journey goes before its purpose: "up the mountain to find". */
const WAYS = /^(to|into|across|through|around|round|onto|up|down|along|over|past|towards?)$/;
const PARTICLES = new Set('up out down off away back'.split(' '));
const LOSS_VERBS = new Set(
  'lose steal take vanish disappear miss hide grab borrow escape search seek look find'.split(' '),
);

/** Whether the verb's subject is a companion who acts alone: "her grandma gives her a lantern". */
function companionActs(words: readonly TaggedWord[], index: number, actors: ReadonlySet<number>) {
  let subject = index - 1;
  while (subject >= 0 && (words[subject]?.tags.has('Verb') || words[subject]?.tags.has('Adverb')))
    subject -= 1;
  if (!actors.has(subject)) return false;
  // "with three friends, chasing a solar eclipse": a comma sets the deed apart from them.
  if (/,/.test(String((words[subject] as { after?: string }).after ?? ''))) return false;
  // "he and his friends have to split pizzas": a companion acting with the hero is no one alone.
  let before = subject - 1;
  // "a fairy and a ladybird tuck": the article and words describing them stand between.
  while (
    words[before]?.tags.has('Possessive') ||
    words[before]?.tags.has('Adjective') ||
    words[before]?.tags.has('Determiner')
  )
    before -= 1;
  return words[before]?.normal !== 'and';
}

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

/**
 * The want from the first verb at or after `from` that names a deed of the hero's; companions in
 * `cast` are never the thing wanted, and the deeds of `actors` are their own.
 */
export function findDeedWant(
  words: readonly TaggedWord[],
  heroIndex: number | null,
  kindWord: string | null,
  cast: ReadonlySet<number>,
  actors: ReadonlySet<number>,
  from = 0,
): IdeaWant | null {
  for (let index = from; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    const situation = readSituation(words, index);
    if (situation) return situation;
    // "a toy robot who tumbles off the windowsill": a mishap happens to the hero, and is no goal.
    if (word.tags.has('Verb') && MISHAPS.has(infinitiveOf(word))) continue;
    if (companionActs(words, index, actors)) continue;
    if (word.tags.has('Gerund') && words[index + 1]?.tags.has('Preposition')) {
      const rest = nounPhraseAt(words, index + 2);
      if (rest && !NOT_THINGS.has(rest.head.normal))
        return {
          verb: `${infinitiveOf(word)} ${words[index + 1]?.normal}`,
          thing: rest.told,
          noun: rest.head.normal,
          question: false,
        };
    }
    const inquiry = readInquiry(words, index);
    if (inquiry && !companionActs(words, index, actors)) return inquiry;
    // "sail to a faraway island", "go to the dentist": where the hero goes is what they want.
    if (
      word.tags.has('Verb') &&
      !word.tags.has('Auxiliary') &&
      !word.tags.has('Modal') &&
      MOTION.has(words[index + 1]?.normal ?? '') &&
      // "turns into a fox": a change is read by findChange, and is nowhere to go.
      !CHANGES.has(infinitiveOf(word)) &&
      !companionActs(words, index, actors) &&
      (heroIndex === null || heroIndex < index)
    ) {
      const where = nounPhraseAt(words, index + 2);
      // "go to the beach to find shells": what the hero goes there for is the want.
      const purpose =
        where !== null &&
        words[where.end + 1]?.normal === 'to' &&
        words[where.end + 2]?.tags.has('Verb') === true;
      if (
        where &&
        !purpose &&
        words[index + 2]?.tags.has('Determiner') &&
        !NOT_THINGS.has(where.head.normal) &&
        !where.head.tags.has('Person') &&
        !cast.has(where.end)
      )
        return {
          verb: `${infinitiveOf(word)} ${words[index + 1]?.normal}`,
          thing: where.head.tags.has('ProperNoun') ? where.phrase : where.told,
          noun: where.head.normal,
          question: false,
        };
    }
    // "have gone missing", "his kite is missing": the thing before is lost, as with "vanished".
    const goneMissing =
      words[index + 1]?.normal === 'missing' &&
      /^(go|goes|going|gone|went|is|are|was|were|be|been|get|gets|got)$/.test(word.normal);
    if (
      !goneMissing &&
      (!word.tags.has('Verb') ||
        word.tags.has('Auxiliary') ||
        word.tags.has('Modal') ||
        word.tags.has('Particle'))
    )
      continue;
    // "the dragon who loved dumplings", "the ball that could talk": what a companion does.
    const relative = [1, 2].find((back) => /^(who|that)$/.test(words[index - back]?.normal ?? ''));
    if (relative !== undefined && cast.has(index - relative - 1)) continue;
    const infinitive = infinitiveOf(word);
    // "wants to", "has to" lead to the want; "have a tea party", "keep the light on" are one.
    const next = words[index + 1];
    const marksWant =
      next?.normal !== 'the' && !(infinitive === 'have' && next?.tags.has('Determiner'));
    if (WANT_MARKERS.has(infinitive) && marksWant && !goneMissing) continue;
    const heroActs = heroIndex === null || heroIndex < index;
    // A loss is read by findLoss; what is left of one ("to lose", "escape") wants nothing.
    if (
      goneMissing ||
      /^(vanish|disappear|escape|go)$/.test(infinitive) ||
      (infinitive === 'lose' &&
        !words[index + 1]?.tags.has('Determiner') &&
        !words[index + 1]?.tags.has('Pronoun') &&
        !words[index + 1]?.tags.has('Adjective'))
    )
      continue;
    let objectStart = index + 1;
    // "clean up all the toys": the particle belongs to the verb.
    // "fix up an old boat": "up" before the object's article is the verb's particle, not a place.
    const particle =
      words[objectStart]?.tags.has('Particle') ||
      (PARTICLES.has(words[objectStart]?.normal ?? '') &&
        words[objectStart + 1]?.tags.has('Determiner'))
        ? words[objectStart]
        : undefined;
    if (particle) objectStart += 1;
    if (
      words[objectStart]?.tags.has('Preposition') &&
      /^(for|after|of)$/.test(words[objectStart]?.normal ?? '')
    )
      objectStart += 1;
    if (words[objectStart]?.tags.has('Gerund')) {
      const gerund = words[objectStart] as TaggedWord;
      const rest = nounPhraseAt(words, objectStart + 1) ?? nounPhraseAt(words, objectStart + 2);
      if (rest)
        return {
          verb: infinitiveOf(gerund),
          thing: rest.told,
          noun: rest.head.normal,
          question: false,
        };
    }
    const object = nounPhraseAt(words, objectStart);
    if (!object || NOT_THINGS.has(object.head.normal) || object.head.normal === kindWord) continue;
    if (framesWant(object.head.normal)) {
      const framed = readFramedWant(words, object.head, object.end);
      if (framed === 'asks' || framed === null) continue;
      return framed;
    }
    // "walking the Camino": a name with its own "the" is a place or a thing, never someone.
    const named = object.head.tags.has('ProperNoun') && words[objectStart]?.normal !== 'the';
    // "look for the missing teddy": a word in lower case after "the" is a thing, whatever name
    // the tagger also knows it for.
    const someone =
      object.head.tags.has('Person') &&
      !(/^\p{Ll}/u.test(object.head.text) && words[objectStart]?.tags.has('Determiner'));
    if (named || someone) continue;
    // "her only friend is the station's AI, Pip": who a companion is, is no want.
    if (cast.has(object.end) || (infinitive === 'be' && cast.has(object.end + 1))) continue;
    // "take a little boat to find the island", "catch the ferry to the island to find the old
    // windmill": how the hero goes is not what they go for.
    if (purposeAfter(words, object.end)) continue;
    // "Honora runs a potion shop": what the hero already does is where the story happens, and
    // the want is to do well there, never to start doing it.
    const subject = words[index - 1]?.normal === 'who' ? index - 2 : index - 1;
    if (
      PREMISES.has(infinitive) &&
      word.tags.has('PresentTense') &&
      !word.tags.has('Infinitive') &&
      !word.tags.has('Gerund') &&
      objectStart === index + 1 &&
      words[objectStart]?.tags.has('Determiner') &&
      (heroIndex === null ? words[index - 1]?.normal === 'who' : subject === heroIndex)
    )
      return { verb: 'do well at', thing: object.told, noun: object.head.normal, question: false };
    const verb =
      LOSS_VERBS.has(infinitive) || !heroActs
        ? 'find'
        : particle
          ? `${infinitive} ${particle.normal}`
          : infinitive;
    const told = object.head.tags.has('ProperNoun') ? object.phrase : object.told;
    // "the island of shiny shells": the thing keeps what it is of.
    const of = words[object.end + 1]?.normal === 'of' ? nounPhraseAt(words, object.end + 2) : null;
    const thing = of && !of.head.tags.has('Pronoun') ? `${told} of ${of.told}` : told;
    return { verb, thing, noun: object.head.normal, question: false };
  }
  return null;
}
