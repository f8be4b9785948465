// A mystery about someone missing ("our neighbour mrs patel has gone missing", "grandpa's tortoise
// shelly has escaped"): the hero follows the trail and finds them safe. Nobody took them, so there
// are no suspects, no one owns up and nothing is given back.
import type { PlotSkeleton } from './plot-skeleton.ts';

export const MISSING_ONE_BEATS: PlotSkeleton = {
  opening: [
    [
      '{Name} [was] a {trait} {kind} who loved puzzles.',
      'One morning {thing} was nowhere to be found.',
      'Nearby lay {sign}.',
      '{H} wanted to {want}, safe and sound.',
    ],
    [
      'Everyone near {place} was worried.',
      '{Thing} had gone missing{inTheNight}.',
      '{H} knelt down and [saw] {sign}.',
      'That was the first clue.',
      '{H} would {want}, whatever it took.',
    ],
  ],
  middle: [
    [
      [
        '{H} asked everyone near {place}.',
        'Someone had seen {thing} the day before.',
        'It was a start.',
      ],
      ['{H} thought about where {thing} liked to go.', 'Then {h} made a list of places to look.'],
    ],
    [
      ['{H} called out for {thing}.', 'Nobody answered.', 'But {h} did not give up.'],
      ['{H} looked in one place after another.', 'There was no sign of {thing} yet.'],
    ],
    [
      [
        'Then {h} [found] another clue.',
        '{Sign} showed the way again.',
        'The trail led away from {place}.',
        '{H} was on the right track.',
      ],
      ['Near the gate {h} [found] more of the trail.', 'Now the clues pointed one way.'],
    ],
    [
      ['{H} heard a small sound close by.', '{Thing} was near now.', '{H} was sure of it.'],
      ['The trail looked fresher now.', '{H} followed it with care.'],
    ],
  ],
  ending: [
    [
      'At last {h} found {thing}.',
      '{Thing} was safe and sound.',
      '{Thing} {went}.',
      '{H} brought {thing} back.',
      'Everyone near {place} was glad.',
    ],
    [
      'There, at last, was {thing}!',
      '{Thing} was safe.',
      '{Sign} had shown the way from the start.',
      'Everyone was together again.',
      'The mystery was solved.',
    ],
  ],
};
