// The silly plot's beats. An ordinary wish that gets sillier part by part and ends in a laugh.
// Tokens in braces come from the story; words in brackets from the reading band.
import type { PlotSkeleton } from './plot-skeleton.ts';

export const SILLY_BEATS: PlotSkeleton = {
  opening: [
    [
      '{Name} [was] a {trait} {kind}, and things near {place} were about to get silly.',
      '{H} only wanted to {want}.',
      'But then {sight} appeared, and nothing was normal again.',
    ],
    [
      'Nobody near {place} expected what happened next.',
      '{Name} the {kind} set off to {want}.',
      'At that moment {sight} rolled past, singing.',
    ],
  ],
  middle: [
    [
      [
        'Then things got sillier.',
        '{Thing} began to wobble and giggle.',
        '{Comp} fell over laughing.',
      ],
      [
        'Next, it began to rain jelly beans.',
        '{H} tried to catch {thing}, but {they:thing} bounced away.',
      ],
    ],
    [
      [
        'Now everything was upside down.',
        'Even {thing} {was:thing} wearing a hat.',
        '{H} laughed until {h} had the hiccups.',
      ],
      ['The whole town joined in the chase.', 'A goose in a tutu led the way.'],
    ],
    [
      [
        'It got even sillier.',
        'Now there were ten of {thing}, all dancing.',
        '{H} did not know which was the real one.',
      ],
      ['Trying to help, {comp} made it worse.', '{Thing} floated up to the ceiling.'],
    ],
  ],
  ending: [
    [
      'In the end, {h} did manage to {want}.',
      'And the silliest part?',
      '{Thing} had been under {his} own hat all along!',
      'Everyone laughed until their tummies hurt.',
    ],
    [
      'At last, {h} could {want}.',
      'Then {comp} sneezed, and {thing} landed right on {his} nose.',
      'What a silly, wonderful day.',
    ],
  ],
};
