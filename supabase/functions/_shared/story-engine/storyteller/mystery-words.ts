// The words a mystery tells its trouble in. Most mysteries are about something taken ("the golden
// trophy was gone"); some about a deed that took nothing ("someone had swapped the labels on every
// jar"), where the detective finds out who did it and the culprit puts things right.
import type { StoryWorld } from './build-story-world.ts';
import { isPlural } from './read-english.ts';

type MysteryWorld = Pick<StoryWorld, 'deed' | 'place' | 'want' | 'missing'>;

// Every telling of a part asks for the same world's words: they are made once per wanted thing.
const wordsOf = new WeakMap<MysteryWorld, Map<string, Record<string, () => string>>>();

/** Filler tokens for the mystery beats; `thing` is the wanted thing as the part names it. */
export function mysteryWords(world: MysteryWorld, thing: string): Record<string, () => string> {
  const known = wordsOf.get(world) ?? new Map<string, Record<string, () => string>>();
  wordsOf.set(world, known);
  let words = known.get(thing);
  if (!words) known.set(thing, (words = tellMystery(world, thing)));
  return words;
}

// "let the lambs out every night": a deed that says when it happens is not also "in the night".
const TIMED =
  /\b(night|nights|day|days|morning|mornings|evening|evenings|week|weekend|dawn|dusk)\b/;

function tellMystery(world: MysteryWorld, thing: string): Record<string, () => string> {
  const words = mysteryTokens(world, thing);
  return {
    ...words,
    sign: () => world.missing?.sign ?? '',
    went: () => world.missing?.went ?? '',
    inTheNight: () => (TIMED.test(words.vanished?.() ?? '') ? '' : ' in the night'),
  };
}

function mysteryTokens(world: MysteryWorld, thing: string): Record<string, () => string> {
  const { deed, place } = world;
  // "why all the clocks stopped": a question with nothing taken; nothing vanished or comes back.
  if (deed === null && world.want.question)
    return {
      gone: () => `something strange had happened at ${place}`,
      taken: () => 'been up to something',
      vanished: () => 'something strange had happened',
      back: () => 'everything was back the way it should be',
      andWho: () => '',
    };
  if (deed === null) {
    // "all the cookies were gone … taken them … back where they belonged".
    const [was, it, they] = isPlural(thing) ? ['were', 'them', 'they'] : ['was', 'it', 'it'];
    return {
      gone: () => `${thing} ${was} gone from ${place}`,
      taken: () => `taken ${it}`,
      vanished: () => `${thing} had vanished`,
      back: () => `${thing} ${was} back where ${they} belonged`,
      andWho: () => ' and to know who had done it',
    };
  }
  return {
    gone: () => `there was trouble at ${place}`,
    taken: () => deed,
    vanished: () => `someone had ${deed}`,
    back: () => 'everything was back the way it should be',
    andWho: () => '',
  };
}
