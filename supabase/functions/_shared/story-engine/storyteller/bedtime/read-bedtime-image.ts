// The picture a bedtime idea paints: what the hero is doing ("singing to her baby") and where
// ("under the northern lights"). A bedtime story keeps both from its first part to its last, never
// trading them for a trip to "the moon rise".
import { tagWords, toInfinitive, toPastTense } from '../read-english.ts';

export interface BedtimeImage {
  /** "singing to her baby" */
  doing: string;
  /** "sang to her baby" */
  did: string;
  /** The want it makes: "sing to" and "her baby". */
  verb: string;
  thing: string;
  /** "under the northern lights", or null when the idea says nothing of where. */
  scene: string | null;
}

// Words in -ing that name a thing or a time, never what the hero is doing.
const NOT_DOING = new Set(
  'something nothing anything everything morning evening ceiling building king ring wing string thing spring swing pudding darling duckling ending beginning icing'.split(
    ' ',
  ),
);
// What carries the hero along: what it is doing is not the hero's picture.
const CARRIES =
  /^(train|ferry|boat|narrowboat|barge|raft|canoe|kayak|yacht|ship|bus|tram|plane|car|coach|sleeper)$/i;
const ABOARD =
  /\b(?:on|in|aboard)\s+(?:the|a|an|his|her|their|my|our)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+\s*$/iu;
// Before a noun, an -ing word describes it ("a talking seal"), and the hero is doing nothing.
const DESCRIBES = /^(a|an|the|my|your|his|her|its|our|their|this|that|some|one)$/i;
const PARTICLE = /^(to|with|for|at|in|on|of|about|around|along|through|over|into)$/;
// Where the picture's clause ends: a comma or a new clause ("and hes scared", "because it is
// dark"), past which the idea asks for something else ("bedtime story with his mum pls").
const CLAUSE_END =
  /\s*[,;:]|\s+(?:and|but)\s+(?=(?:he|she|they|it|i|we|you|hes|shes|theyre|im|its)\b)|\s+(?:because|cos|coz|cuz|so|but|while|when|until)\s/i;
// A time told from the child's now ("tomorrow", "tonight") is not the story's time.
const NOW_TIME =
  /\s+(?:tomorrow|today|tonight|right now|next (?:week|day)|this (?:week|morning|evening))$/i;
const SCENE =
  /\b((?:under|beneath|below|among|inside|above|beside|by|on|in|at) (?:the|a|an|her|his|their|my|our) [^,.!?]+?)(?=,| and | while | until | as |[.!?]|$)/gi;

/**
 * "a sleepy camping trip": after a describing word and before a thing, the -ing word names a kind
 * of thing, and nobody is doing it. After someone ("the moon saying goodnight") it is their doing.
 */
function namesKind(words: ReturnType<typeof tagWords>, gerund: string): boolean {
  const at = words.findIndex(({ text }) => text.toLowerCase() === gerund);
  const [before, word, next] = [words[at - 1], words[at], words[at + 1]];
  if (!before?.tags.has('Adjective') || before.tags.has('Noun')) return false;
  if (!word || !next || word.tags.has('Gerund') || !word.tags.has('Noun')) return false;
  return next.tags.has('Noun') && !next.tags.has('Pronoun') && !next.tags.has('ProperNoun');
}

/**
 * The picture is the idea's first sentence; whatever follows it is told as it was written. "something
 * gentle to read to my husband in hospital. an old fisherman called Seamus and his dog walking along
 * the harbour": a first sentence that only asks for the story leaves the picture to the second.
 */
export function readBedtimeImage(idea: string): BedtimeImage | null {
  const [first = '', second] = idea.trim().split(/(?<=[.!?])\s/);
  const asks =
    second !== undefined &&
    ![...first.matchAll(/\b([a-z]{3,}ing)\b/g)].some((match) => !NOT_DOING.has(match[1] ?? ''));
  return readImage((asks ? second : first).replace(/[.!?]+$/, ''));
}

function readImage(text: string): BedtimeImage | null {
  const words = tagWords(text);
  const gerund = [...text.matchAll(/\b([a-z]{3,}ing)\b/g)].find((match) => {
    const last = text.slice(0, match.index).trim().split(/\s+/).pop() ?? '';
    return (
      !NOT_DOING.has(match[1] ?? '') &&
      !DESCRIBES.test(last) &&
      // "a night train crossing the Alps, told by the conductor": the train is doing it; "Elif on
      // a night ferry watching the lights": she is.
      !(CARRIES.test(last) && !ABOARD.test(text.slice(0, match.index))) &&
      // "A story for sleeping": what the story is for, never what the hero is doing; "not sleeping
      // well" is what the hero is not doing.
      !/^(for|not)$/i.test(last) &&
      !namesKind(words, match[1] as string)
    );
  });
  if (!gerund || gerund.index === undefined) return null;
  // "A lighthouse keeper finds a talking seal": the idea's verb comes first, so the hero is
  // finding, and the picture is no bedtime picture of what the hero is doing.
  const before = tagWords(text.slice(0, gerund.index));
  // "a woman named Maj on the night ferry watching the lights": naming her is no deed of hers.
  if (
    before.some(
      ({ tags, normal }) =>
        tags.has('Verb') &&
        !tags.has('Auxiliary') &&
        !tags.has('Copula') &&
        !/^(named|called)$/.test(normal),
    )
  )
    return null;
  const tail = text.slice(gerund.index + (gerund[1] as string).length);
  // "Sefa mending his nets": a word the lexicon files as describing ("mending", "closing") is
  // what the hero is doing when what it is done to follows.
  const doneTo = /^\s+(?:(?:up|down|out|in|off|away)\s+)?(?:his|her|their|the|a|an)\s/.test(tail);
  const verb = toInfinitive(gerund[1] as string, doneTo ? new Set(['Gerund']) : undefined);
  if (!verb || verb === gerund[1]) return null;
  const end = CLAUSE_END.exec(tail);
  const after = (end ? tail.slice(0, end.index) : tail).trim().replace(NOW_TIME, '');
  const scenes = [...after.matchAll(SCENE)];
  const scene = scenes[scenes.length - 1];
  // What the hero does it to or with runs up to where the scene begins.
  const object = (scene?.index === undefined ? after : after.slice(0, scene.index)).trim();
  const [first = '', ...rest] = object.split(/\s+/);
  const particle = PARTICLE.test(first) ? first : '';
  const thing = (particle ? rest.join(' ') : object).replace(/\s+$/, '');
  const told = (form: string) => [form, particle, thing].filter(Boolean).join(' ');
  return {
    doing: told(gerund[1] as string),
    did: told(toPastTense(verb)),
    verb: [verb, particle].filter(Boolean).join(' '),
    thing,
    scene: scene?.[1]?.trim() ?? null,
  };
}
