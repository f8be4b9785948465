// A mystery about a secret kindness ("who leaves fresh flowers every morning?"): the same search
// through suspects as any mystery, but nobody is upset at the start and nobody says sorry at the
// end; the hero finds out who to thank.
import type { PlotSkeleton } from './plot-skeleton.ts';
import { MYSTERY_BEATS } from './mystery-beats.ts';

export const KIND_SECRET_BEATS: PlotSkeleton = {
  opening: [
    [
      '{Name} [was] a {trait} {kind} who loved puzzles.',
      'One morning there was a surprise at {place}.',
      'Someone had {taken}.',
      'Nearby lay {trace}.',
      '{H} wanted to {want}.',
    ],
    [
      'Everyone near {place} was puzzled.',
      '{Vanished}{inTheNight}.',
      '{H} knelt down and [saw] {trace}.',
      'That was the first clue.',
      '{H} would {want}, whatever it took.',
    ],
  ],
  middle: MYSTERY_BEATS.middle,
  ending: [
    [
      '{H} gathered everyone near {place}.',
      '"It was {culpritSaid}," {h} said.',
      '{Trace} had shown it from the start.',
      '{Culprit} smiled a shy smile.',
      'It turned out {culprit} {why}.',
    ],
    [
      'The answer was {culprit}.',
      'The clue had been {trace} from the start.',
      '{Culprit} {why}.',
      'Now everyone knew who to thank.',
      'The mystery was solved.',
    ],
  ],
};
