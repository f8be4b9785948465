// The plot of an idea that is a situation in one place rather than a journey: running a bakery,
// entering a show-jumping contest, learning a new skill at the park. The hero stays where the idea
// puts them and works at what they want there, with tries, a setback, help and a last attempt; every
// beat names the want, so a reader never loses what the story is about.
import type { PlotSkeleton } from './plot-skeleton.ts';

export const SITUATION: PlotSkeleton = {
  opening: [
    [
      '{H} [was] a {trait} {kind} who spent every spare hour at {place}.',
      'More than anything, {h} wanted to {want}.',
      'Today was the day to try, and {comp} was there too.',
      'It would not be as easy as it looked.',
    ],
    [
      'At {place}, {name} the {kind} had one wish: to {want}.',
      '{Comp} had promised to help.',
      'They began early, before anyone else arrived.',
    ],
  ],
  middle: [
    [
      [
        'The first try did not go well.',
        '{H} had to start again from the beginning.',
        '{H} still meant to {want}.',
        '{Comp} did not laugh, and that helped.',
      ],
      [
        'At first everything went wrong at once.',
        'Nothing at {place} was where it should be.',
        '{Comp} helped to put it right.',
        '{H} wanted to {want} all the same.',
      ],
    ],
    [
      [
        'Then a [big] problem came up.',
        'Something broke, just when {h} needed it most.',
        '{H} felt {scared} but did not give up.',
        '{H} would not stop trying to {want}.',
      ],
      [
        'Then someone said nobody could {want}.',
        '{H} wanted to prove them wrong, but {h} was not sure.',
        '{H} stopped to think.',
      ],
    ],
    [
      [
        'Someone [old] and kind had been watching.',
        '"To {want}, go slowly," they said.',
        '{H} said thank you with a smile.',
      ],
      [
        '{Comp} had an idea nobody else had thought of.',
        'It was simple, and it might just work.',
        'It might help {him} {want}.',
      ],
    ],
    [
      [
        'At last it was nearly done.',
        '{H} could almost {want}.',
        'But the last part was the [hard]est of all.',
        '{H} gathered every bit of courage.',
      ],
      [
        'Now {h} was so close that {h} could hardly breathe.',
        '{H} was about to {want}.',
        'This was the moment.',
      ],
    ],
  ],
  ending: [
    [
      '{H} tried one last time, and at last {h} could {want}.',
      'Everyone at {place} cheered.',
      '{Comp} cheered loudest of all.',
    ],
    ['With one last try, {h} did it: {h} could {want}.', 'They went home tired and happy.'],
  ],
};
