// The school subject an idea asks about, and its facts for a reader's band. An idea about no
// subject we know gets no facts at all: a fact about light in a story about the heart teaches
// nothing and misleads.
import type { AgeId } from '../../../age-bands.ts';
import type { FactTopic } from './fact-topic.ts';
import { BODY_TOPICS } from './body-topics.ts';
import { EARTH_TOPICS } from './earth-topics.ts';
import { SPACE_TOPICS } from './space-topics.ts';
import { LIVING_TOPICS } from './living-topics.ts';
import { ENERGY_TOPICS } from './energy-topics.ts';

/** Every subject the storyteller can teach. */
export const FACT_TOPICS: readonly FactTopic[] = [
  ...BODY_TOPICS,
  ...EARTH_TOPICS,
  ...SPACE_TOPICS,
  ...LIVING_TOPICS,
  ...ENERGY_TOPICS,
];

const BY_WORD = new Map(FACT_TOPICS.flatMap((topic) => topic.words.map((word) => [word, topic])));

/**
 * The topic of the first noun that names one, in the order given (the want's noun first): "how
 * the heart works with her robot helper" is about the heart.
 */
export function factsAbout(nouns: readonly string[]): FactTopic | null {
  for (const noun of nouns) {
    const topic = BY_WORD.get(noun.toLowerCase());
    if (topic) return topic;
  }
  return null;
}

interface IdeaWords {
  want: { noun: string; thing: string };
  nouns: readonly string[];
}

const topics = new WeakMap<IdeaWords, FactTopic | null>();

/**
 * The subject of a story's idea: its want's noun, the idea's nouns, then the want's own words
 * ("where rain comes from", whose "rain" no tagger took for a noun).
 */
export function ideaTopic(world: IdeaWords): FactTopic | null {
  // Every part asks this of its world many times while it is filled: read once per world.
  const known = topics.get(world);
  if (known !== undefined) return known;
  const topic = factsAbout([
    world.want.noun,
    ...world.nouns,
    ...world.want.thing.split(/[^\p{L}]+/u),
  ]);
  topics.set(world, topic);
  return topic;
}

/** The facts a band reads: short and plain up to 7–9, with the subject's own terms after. */
export function factsFor(topic: FactTopic, age: AgeId): readonly string[] {
  return age === '4-6' || age === '7-9' ? topic.young : topic.older;
}
