// How a story tells the one the idea says is missing: the trail they left and where they had been.
// Someone who did it ("it was the caretaker who left the cage open") or a hero who is blamed makes
// it a mystery like any other, with a culprit to own up.
import type { AgeId } from '../../age-bands.ts';
import type { StoryIdea } from './understand-idea.ts';

export interface MissingOneTold {
  /** The trail: the idea's clue, else paw prints or footprints. */
  sign: string;
  /** Where they had been, as a predicate: "had only wandered off". */
  went: string;
}

/** Bands whose readers hear where the lost one went in a short sentence. */
const YOUNG_BANDS = new Set<AgeId>(['4-6', '7-9']);

export function missingOneOf(idea: StoryIdea, age: AgeId): MissingOneTold | null {
  const { missing } = idea;
  if (!missing || idea.reveal || idea.culprit || idea.framed) return null;
  const away = missing.bird
    ? 'had only flown off'
    : missing.animal
      ? 'had only wandered off'
      : 'had only gone for a long walk';
  const lost = missing.animal ? 'could not find the way back' : 'lost track of time';
  return {
    sign: idea.clue ?? (missing.animal ? 'tiny paw prints' : 'fresh footprints'),
    went: YOUNG_BANDS.has(age) ? away : `${away} and ${lost}`,
  };
}
