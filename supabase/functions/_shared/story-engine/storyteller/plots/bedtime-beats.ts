// The bedtime plot's beats. A slow, quiet trip before sleep that ends tucked up in bed.
// Tokens in braces come from the story; words in brackets from the reading band.
import type { PlotSkeleton } from './plot-skeleton.ts';

export const BEDTIME_BEATS: PlotSkeleton = {
  opening: [
    [
      'It was nearly bedtime near {place}.',
      '{Name}, a {trait} {kind}, was still awake.',
      '{H} wanted to {want} before bed.',
      '{Comp} yawned a [small] yawn.',
    ],
    [
      'The evening was soft and slow.',
      '{Name} the {kind} lay awake, thinking of {thing}.',
      'Just one more little trip, {h} thought, to {want}.',
    ],
  ],
  middle: [
    [
      ['{H} crept out under {sight}.', 'Everything was slow and [quiet].', '{Comp} padded along.'],
      ['The path was lit by {sight}.', '{H} walked softly, one step and then another.'],
    ],
    [
      [
        'A sleepy owl blinked down at {him}.',
        '"Nearly time for bed," it hooted softly.',
        '{H} smiled up at the owl.',
      ],
      ['Someone small was also awake.', 'It whispered a secret about {thing}.', '{H} smiled.'],
    ],
    [
      [
        'The stars grew dim, one by one.',
        '{His} eyes felt heavy now.',
        'But {thing} {was:thing} very near.',
      ],
      ['Everything grew slower and softer.', '{H} gave a [big], slow yawn.'],
    ],
  ],
  ending: [
    [
      'At last {h} could {want}.',
      'The night was warm and safe.',
      '{H} snuggled down with {comp}.',
      'Soon {h} was fast asleep, dreaming of {thing}.',
    ],
    [
      '{H} found {thing}, and everything was just right.',
      'Back in bed, the blanket was soft.',
      '{Comp} curled up close.',
      'Goodnight, {name}. Sleep tight.',
    ],
  ],
};
