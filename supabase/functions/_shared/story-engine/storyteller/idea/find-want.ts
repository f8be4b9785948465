import { toInfinitive, type TaggedWord } from '../read-english.ts';
import type { IdeaWord } from './read-idea-words.ts';
import { NOT_THINGS, isNoun } from './idea-words.ts';
import { findLoss } from './find-loss.ts';
import { findQuestion } from './find-question.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import type { IdeaWant } from './story-idea.ts';

const WANT_MARKERS = new Set(
  'want need hope dream try wish long plan decide have be keep become must can will named call name do'.split(
    ' ',
  ),
);
/** What the hero already does, told in the present: "runs a potion shop", "owns a bakery". */
const PREMISES = new Set(['run', 'own', 'manage']);
const MOTION = new Set('to into across through around onto'.split(' '));
const PARTICLES = new Set('up out down off away back'.split(' '));
const LOSS_VERBS = new Set(
  'lose steal take vanish disappear miss hide grab borrow escape search seek look find'.split(' '),
);

const infinitiveOf = (word: TaggedWord) =>
  word.tags.has('Infinitive') ? word.normal : toInfinitive(word.normal);

/** Where someone is caught, and the way they want: locked in, the way out; stranded, the way home. */
const CAUGHT: Record<string, { in: string; on: string }> = Object.fromEntries([
  ...'locked trapped stuck shut'
    .split(' ')
    .map((word) => [word, { in: 'way out', on: 'way home' }]),
  ...'stranded lost marooned shipwrecked'
    .split(' ')
    .map((word) => [word, { in: 'way home', on: 'way home' }]),
]);
const FEARS = new Set('scared afraid frightened terrified nervous'.split(' '));

/** The noun phrase after a preposition, "the dark" included, where the tagger reads "dark" as an adjective. */
function placeAt(words: readonly TaggedWord[], start: number) {
  const phrase = nounPhraseAt(words, start);
  if (phrase) return { phrase: phrase.phrase, noun: phrase.head.normal, end: phrase.end };
  const word = words[start + (words[start]?.tags.has('Determiner') ? 1 : 0)];
  if (!word?.tags.has('Adjective')) return null;
  return { phrase: word.text, noun: word.normal, end: words.indexOf(word) };
}

/**
 * "get locked in the aquarium overnight", "stranded on a moon colony", "scared of the dark": the
 * situation the hero is in, told as what they want: the way out, the way home, the courage to face it.
 */
function situationAt(words: readonly TaggedWord[], index: number): IdeaWant | null {
  const word = words[index] as TaggedWord;
  // "get shut inside": the tagger may take the participle for the verb's particle.
  if (
    /^(get|gets|got|is|are|was|were|be|been)$/.test(word.normal) &&
    CAUGHT[words[index + 1]?.normal ?? '']
  )
    return situationAt(words, index + 1);
  let at = index + 1;
  // "lost deep in the woods", "get lost hiking in the Pyrenees": what is done there comes between.
  const doing = (word: TaggedWord | undefined) =>
    word !== undefined &&
    (word.tags.has('Adverb') || word.tags.has('Gerund') || /\w+ing$/.test(word.normal));
  while (doing(words[at]) && at < index + 3) at += 1;
  const preposition = words[at]?.normal ?? '';
  const caught = CAUGHT[word.normal];
  if (caught && /^(in|inside|on|at|aboard)$/.test(preposition)) {
    const place = placeAt(words, at + 1);
    if (!place || NOT_THINGS.has(place.noun) || words[place.end]?.tags.has('Person')) return null;
    // The place is the story's place; the want stays short, as it is told in every part.
    const way = /^(in|inside)$/.test(preposition) ? caught.in : caught.on;
    return { verb: 'find', thing: way, noun: '', question: false };
  }
  if (FEARS.has(word.normal) && preposition === 'of') {
    const fear = placeAt(words, at + 1);
    if (!fear || NOT_THINGS.has(fear.noun)) return null;
    // A fear is not a place to reach or a thing to find: what the hero finds is the courage.
    const feared = words
      .slice(at + 1, fear.end + 1)
      .map((part) => part.text.replace(/[.,!?;:]+$/, ''))
      .join(' ')
      .toLowerCase();
    return { verb: 'find', thing: `courage to face ${feared}`, noun: '', question: false };
  }
  return null;
}

const INQUIRIES = new Set('investigate dig look probe research'.split(' '));

/**
 * "dig into a 20 year old disappearance", "investigate the strange lights": the hero wants to find
 * out the truth about it, never to have it or find it.
 */
function inquiryAt(words: readonly TaggedWord[], index: number): IdeaWant | null {
  const word = words[index] as TaggedWord;
  if (!word.tags.has('Verb') || !INQUIRIES.has(infinitiveOf(word))) return null;
  const into = /^(into|at)$/.test(words[index + 1]?.normal ?? '');
  if (infinitiveOf(word) !== 'investigate' && !into) return null;
  let head: TaggedWord | undefined;
  for (let at = index + (into ? 2 : 1); at < words.length; at += 1) {
    const part = words[at] as TaggedWord;
    if (part.sentence !== word.sentence || part.tags.has('Preposition') || part.tags.has('Verb'))
      break;
    if (isNoun(part) && !part.tags.has('Unit') && !part.tags.has('Possessive')) head = part;
    if (/[,;:.!?]/.test(String((part as { after?: string }).after ?? ''))) break;
  }
  if (!head || NOT_THINGS.has(head.normal)) return null;
  // "investigate the disappearance of the school tortoise" is about the tortoise.
  const framed = framesWant(head.normal) ? framedWant(words, head, words.indexOf(head)) : null;
  if (framed === 'asks') return null;
  if (framed) return framed;
  return {
    verb: 'find out',
    thing: `the truth about the ${head.normal}`,
    noun: head.normal,
    question: true,
  };
}

/** Whether the verb's subject is a companion who acts alone: "her grandma gives her a lantern". */
function companionActs(words: readonly TaggedWord[], index: number, actors: ReadonlySet<number>) {
  let subject = index - 1;
  while (subject >= 0 && (words[subject]?.tags.has('Verb') || words[subject]?.tags.has('Adverb')))
    subject -= 1;
  if (!actors.has(subject)) return false;
  // "he and his friends have to split pizzas": a companion acting with the hero is no one alone.
  let before = subject - 1;
  while (words[before]?.tags.has('Possessive') || words[before]?.tags.has('Adjective')) before -= 1;
  return words[before]?.normal !== 'and';
}

function findWantInWords(
  words: readonly TaggedWord[],
  heroIndex: number | null,
  kindWord: string | null,
  cast: ReadonlySet<number>,
  actors: ReadonlySet<number>,
  from = 0,
): IdeaWant | null {
  for (let index = from; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    const situation = situationAt(words, index);
    if (situation) return situation;
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
    const inquiry = inquiryAt(words, index);
    if (inquiry && !companionActs(words, index, actors)) return inquiry;
    // "sail to a faraway island", "go to the dentist": where the hero goes is what they want.
    if (
      word.tags.has('Verb') &&
      !word.tags.has('Auxiliary') &&
      !word.tags.has('Modal') &&
      MOTION.has(words[index + 1]?.normal ?? '') &&
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
      const framed = framedWant(words, object.head, object.end);
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
    if (cast.has(object.end)) continue;
    // "take a little boat to find the island": how the hero goes is not what they go for.
    if (words[object.end + 1]?.normal === 'to' && words[object.end + 2]?.tags.has('Infinitive'))
      continue;
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

/** Nouns that frame what an idea is about, never the thing itself: "the mystery of …". */
const FRAMES = new Set(
  'mystery case riddle secret puzzle problem question story tale matter legend curse'.split(' '),
);
/** Frames that name a loss: "the theft of the church bells" is about the bells, gone. */
const LOSS_FRAMES = new Set(
  'theft disappearance loss kidnapping vanishing robbery burglary'.split(' '),
);
export const framesWant = (noun: string) => FRAMES.has(noun) || LOSS_FRAMES.has(noun);

/**
 * "solve the theft of the church bells", "crack the case of the haunted lighthouse": the want is
 * the frame's "of" object, found again after a loss, the truth about it otherwise. A frame asking
 * "of who" or "of why" leaves the want to the deed it asks about; a bare frame gives none.
 */
function framedWant(
  words: readonly TaggedWord[],
  frame: TaggedWord,
  end: number,
): IdeaWant | 'asks' | null {
  if (words[end + 1]?.normal !== 'of') return null;
  const asked = words[end + 2];
  if (asked && /^(who|what|why|how|where|when|whoever)$/.test(asked.normal)) return 'asks';
  const object = nounPhraseAt(words, end + 2);
  if (!object || NOT_THINGS.has(object.head.normal) || framesWant(object.head.normal)) return null;
  const thing = object.head.tags.has('ProperNoun') ? object.phrase : object.told;
  return LOSS_FRAMES.has(frame.normal)
    ? { verb: 'find', thing, noun: object.head.normal, question: false }
    : {
        verb: 'find out',
        thing: `the truth about the ${thing}`,
        noun: object.head.normal,
        question: true,
      };
}

function findAskedWant(
  words: readonly TaggedWord[],
  heroIndex: number | null,
  kindWord: string | null,
  cast: ReadonlySet<number>,
  actors: ReadonlySet<number>,
): IdeaWant | null {
  const start = askedStoryStart(words);
  return start < 0 ? null : findWantInWords(words, heroIndex, kindWord, cast, actors, start);
}

const MISHAPS = new Set('trip fall slip stumble cry hurt crash tumble'.split(' '));

/** "A friend trips just before the finish line": someone who needs help, and the hero gives it. */
function findMishap(words: readonly TaggedWord[], heroIndex: number | null): IdeaWant | null {
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index] as TaggedWord;
    if (!word.tags.has('Verb') || !MISHAPS.has(toInfinitive(word.normal))) continue;
    const who = words[index - 1] as TaggedWord;
    if (index - 1 === heroIndex || !isNoun(who) || who.sentence !== word.sentence) continue;
    return { verb: 'help', thing: who.normal, noun: who.normal, question: false };
  }
  return null;
}

const ASKED_FOR = new Set('story tale mystery adventure fable poem book one'.split(' '));

/**
 * "my son is learning fractions, can you make a story where he and his friends split pizzas": what
 * the asked-for story is about starts after its "where" or "about"; what comes before tells who
 * the child is. The index of the story's first word, or -1.
 */
function askedStoryStart(words: readonly TaggedWord[]): number {
  const at = words.findIndex(
    (word, index) =>
      /^(where|about)$/.test(word.normal) &&
      index > 0 &&
      ASKED_FOR.has(words[index - 1]?.normal ?? '') &&
      words.slice(0, index - 1).some((before) => before.tags.has('Verb')),
  );
  return at < 0 ? -1 : at + 1;
}

/**
 * What the hero wants: a question the idea asks, else the deed its first telling verb names, else
 * to help someone the idea says is in trouble. A companion going along ("her puppy biscuit go to the
 * beach") is neither lost nor wanted: `cast` holds the companions' word indices, and `actors` those
 * who act alone, whose deeds ("her grandma gives her a lantern") are theirs, not the hero's.
 */
export function findWant(
  prompt: string,
  words: readonly IdeaWord[],
  heroIndex: number | null,
  kindWord: string | null,
  cast: ReadonlySet<number> = new Set(),
  actors: ReadonlySet<number> = new Set(),
): IdeaWant | null {
  return (
    findQuestion(words) ??
    findLoss(words, heroIndex === null ? null : (words[heroIndex]?.normal ?? null), cast) ??
    findAskedWant(words, heroIndex, kindWord, cast, actors) ??
    findWantInWords(words, heroIndex, kindWord, cast, actors) ??
    findMishap(words, heroIndex)
  );
}
