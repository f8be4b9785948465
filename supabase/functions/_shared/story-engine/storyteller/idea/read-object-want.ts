// The want a verb names by its object: "fix up an old boat", "look for the missing teddy", "runs a
// potion shop" (to do well there); never a name, a companion, a means with a purpose after it or
// the hero's own kind.
import { toSingular, type TaggedWord } from '../read-english.ts';
import { NOT_THINGS } from './idea-words.ts';
import { infinitiveOf } from './infinitive-of.ts';
import { nounPhraseAt } from './noun-phrase-at.ts';
import { purposeAfter } from './purpose-after.ts';
import { framesWant, readFramedWant } from './read-framed-want.ts';
import type { IdeaWant } from './story-idea.ts';

/** What the hero already does, told in the present: "runs a potion shop", "owns a bakery". */
const PREMISES = new Set(['run', 'own', 'manage']);
const PARTICLES = new Set('up out down off away back'.split(' '));
const LOSS_VERBS = new Set(
  'lose steal take vanish disappear miss hide grab borrow escape search seek look find'.split(' '),
);

/** What is taken without being a thing to find: "takes her break", "takes a nap". */
const TAKEN_RESTS =
  /^(break|nap|rest|breath|walk|stroll|look|peek|photo|picture|bath|shower|seat|turn|chance|step|lunch)$/;

/** The want from the object of the verb at `index`, or null when it names none. */
export function readObjectWant(
  words: readonly TaggedWord[],
  index: number,
  heroIndex: number | null,
  kindWord: string | null,
  cast: ReadonlySet<number>,
): IdeaWant | null {
  const word = words[index] as TaggedWord;
  const infinitive = infinitiveOf(word);
  const heroActs = heroIndex === null || heroIndex < index;
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
  // "spends his evenings restoring an old model railway": the time spent is how, the doing is what.
  if (infinitive === 'spend') {
    let at = objectStart;
    while (at < objectStart + 3 && !words[at]?.tags.has('Gerund')) at += 1;
    if (words[at]?.tags.has('Gerund') && words[at]?.sentence === word.sentence) objectStart = at;
  }
  // "let go of her fear": a particle verb keeps its "of".
  const of = particle !== undefined && words[objectStart]?.normal === 'of' ? ' of' : '';
  if (
    words[objectStart]?.tags.has('Preposition') &&
    /^(for|after|of)$/.test(words[objectStart]?.normal ?? '')
  )
    objectStart += 1;
  // "listening to the frogs", "listen for owls": a verb that takes no object keeps the word
  // that joins it to its thing ("to listen the frogs" is no English).
  const joined =
    particle === undefined &&
    /^(listen|wait|care|hope|wish|long)$/.test(infinitive) &&
    /^(to|for|at)$/.test(words[index + 1]?.normal ?? '')
      ? ` ${words[index + 1]?.normal}`
      : '';
  if (joined && objectStart === index + 1) objectStart += 1;
  if (words[objectStart]?.tags.has('Gerund')) {
    const gerund = words[objectStart] as TaggedWord;
    const direct = nounPhraseAt(words, objectStart + 1);
    const rest = direct ?? nounPhraseAt(words, objectStart + 2);
    // "listening to the frogs": the word that joins the doing to its thing stays with it.
    const by = words[objectStart + 1];
    const joining = !direct && by?.tags.has('Preposition') ? ` ${by.normal}` : '';
    if (rest)
      return {
        verb: `${infinitiveOf(gerund)}${joining}`,
        thing: rest.told,
        noun: rest.head.normal,
        question: false,
      };
  }
  const object = nounPhraseAt(words, objectStart);
  // "two retired friends, Rosa and Mirta": the hero's own kind, one or many, is no thing wanted.
  if (
    !object ||
    NOT_THINGS.has(object.head.normal) ||
    object.head.normal === kindWord ||
    (object.head.tags.has('Plural') && toSingular(object.head.normal) === kindWord)
  )
    return null;
  // "a van that keeps breaking down. main character is Rhodri": a full stop ends the deed.
  if (words[objectStart]?.sentence !== word.sentence) return null;
  if (framesWant(object.head.normal)) {
    const framed = readFramedWant(words, object.head, object.end);
    if (framed === 'asks' || framed === null) return null;
    return framed;
  }
  // "walking the Camino": a name with its own "the" is a place or a thing, never someone.
  const named = object.head.tags.has('ProperNoun') && words[objectStart]?.normal !== 'the';
  // "look for the missing teddy": a word in lower case after "the" is a thing, whatever name
  // the tagger also knows it for.
  const someone =
    object.head.tags.has('Person') &&
    !(/^\p{Ll}/u.test(object.head.text) && words[objectStart]?.tags.has('Determiner'));
  if (named || someone) return null;
  // "her only friend is the station's AI, Pip": who a companion is, is no want.
  if (cast.has(object.end) || (infinitive === 'be' && cast.has(object.end + 1))) return null;
  // "take a little boat to find the island", "catch the ferry to the island to find the old
  // windmill": how the hero goes is not what they go for.
  if (purposeAfter(words, object.end)) return null;
  // "takes her break on the rooftop", "takes a deep breath": what one takes there is no thing.
  if (infinitive === 'take' && TAKEN_RESTS.test(object.head.normal)) return null;
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
        ? `${infinitive} ${particle.normal}${of}`
        : `${infinitive}${joined}`;
  const told = object.head.tags.has('ProperNoun') ? object.phrase : object.told;
  // "the island of shiny shells": the thing keeps what it is of.
  const whole = words[object.end + 1]?.normal === 'of' ? nounPhraseAt(words, object.end + 2) : null;
  // "the biggest wave of the season": the "of" keeps its own "the".
  const ofThe =
    words[object.end + 2]?.normal === 'the' && !whole?.told.startsWith('the ') ? 'the ' : '';
  const thing =
    whole && !whole.head.tags.has('Pronoun') ? `${told} of ${ofThe}${whole.told}` : told;
  return { verb, thing, noun: object.head.normal, question: false };
}
