// What every step of telling one part reads: the story's world, the request, the state the path
// has reached, the part's seeded random, the hero's voice and the choice just taken.
import type { SeededRandom } from '../../../seeded-random.ts';
import type { StoryRequest } from '../../story-request.ts';
import type { StoryWorld } from '../build-story-world.ts';
import type { StoryState, TakenChoice } from '../follow-path.ts';
import type { PartPhrases } from '../part-phrases.ts';

/** The hero's pronouns in the person the story is told in. */
export interface Voice {
  subject: string;
  possessive: string;
  object: string;
}

export interface Telling {
  world: StoryWorld;
  request: StoryRequest;
  state: StoryState;
  random: SeededRandom;
  voice: Voice;
  taken: TakenChoice | null;
  phrases: PartPhrases;
  /** Whether the parts before already told a sight or sound: asked once per word and part. */
  heardBefore: (words: string) => boolean;
}
