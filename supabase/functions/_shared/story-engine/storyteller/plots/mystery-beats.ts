// The mystery plot's beats. Something gone or done, suspects crossed out one by one, the culprit named at the end.
// Tokens in braces come from the story; words in brackets from the reading band.
import type { PlotSkeleton } from './plot-skeleton.ts';

export const MYSTERY_BEATS: PlotSkeleton = {
  opening: [
    [
      '{Name} [was] a {trait} {kind} who loved puzzles.',
      'One morning {gone}.',
      'Someone had {taken}.',
      'On the floor lay {trace}.',
      '{H} wanted to {want}{andWho}.',
    ],
    [
      'Everyone near {place} was upset.',
      '{Vanished}{inTheNight}.',
      '{H} knelt down and [saw] {trace}.',
      'That was the first clue.',
      '{H} would {want}, whatever it took.',
    ],
  ],
  middle: [
    [
      [
        '{H} listed who had been near {place}.',
        'There {was:suspectA} {suspectA}, and there {was:suspectB} {suspectB}.',
        'There {was:culprit} also {culprit}.',
      ],
      [
        'Three names went into {his} notebook.',
        'The first was {suspectA}.',
        'Then came {suspectB} and {culprit}.',
        'Any of them could have done it.',
      ],
    ],
    [
      [
        '{SuspectA} had a reason to be there.',
        'So that could not be it.',
        '{H} crossed out one name.',
      ],
      [
        '{SuspectA} had been busy all night.',
        'Others had seen it too.',
        'One name was crossed out.',
      ],
    ],
    [
      [
        'Then {h} [found] another clue.',
        'It was {trace} again.',
        'It led away from {place}.',
        '{H} [thought] about who could leave such a mark.',
      ],
      ['Near the door {h} [found] {trace} again.', 'Now the clues pointed one way.'],
    ],
    [
      ['{SuspectB} could not have done it either.', 'Only one name was left.', '{H} was sure now.'],
      ['{SuspectB} had been far away.', 'One name was left in the notebook.'],
    ],
  ],
  ending: [
    [
      '{H} gathered everyone near {place}.',
      '"It was {culpritSaid}," {h} said.',
      '{Trace} had shown it from the start.',
      '{Sorry}.',
      '{Back}.',
      'It turned out {culprit} {why}.',
    ],
    [
      'The answer was {culprit}.',
      'The clue had been {trace} from the start.',
      '{Culprit} {why}.',
      '{Back}.',
      'The mystery was solved.',
    ],
  ],
};
