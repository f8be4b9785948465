// The sci-fi plot's beats. A mission: a fault on the ship, a repair, a signal followed to the goal.
// Tokens in braces come from the story; words in brackets from the reading band.
import type { PlotSkeleton } from './plot-skeleton.ts';

export const SCI_FI_BEATS: PlotSkeleton = {
  opening: [
    [
      '{Name} [was] a {trait} {kind} on a mission near {place}.',
      'The mission: {want}.',
      '{Comp} ran the ship checks.',
      'The stars glittered outside.',
    ],
    [
      'The ship hummed as {name} the {kind} took the controls.',
      'Near {place}, {h} had one goal: to {want}.',
      '{Comp} was ready to go.',
    ],
  ],
  middle: [
    [
      [
        'Then a red light flashed.',
        'Something was wrong with the engine.',
        'Without a fix, {h} could not {want}.',
      ],
      ['An alarm rang through the ship.', 'The power was failing fast.'],
    ],
    [
      [
        '{H} opened a panel and got to work.',
        'Wires sparked and fizzed.',
        '{Comp} passed the tools.',
      ],
      ['{H} traced the fault to one cracked part.', 'Slowly, the lights came back.'],
    ],
    [
      [
        'The scanner picked up a faint signal.',
        'It pointed the way to {thing}.',
        '{H} set a new course.',
      ],
      ['Something out there was calling.', 'The signal was strongest near {thing}.'],
    ],
  ],
  ending: [
    [
      'The ship was fixed, and {h} could {want} at last.',
      '{H} saw something no one had ever seen before.',
      'The mission was a success.',
      'Home was waiting among the stars.',
    ],
    [
      'Mission complete: {h} had managed to {want}.',
      'Out there, past {sight}, a new discovery waited for next time.',
      '{Comp} played a victory tune.',
    ],
  ],
};
