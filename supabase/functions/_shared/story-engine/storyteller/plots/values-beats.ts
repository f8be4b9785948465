// The values plot's beats. A hard choice about doing right, thought over and made in the end.
// Tokens in braces come from the story; words in brackets from the reading band.
import type { PlotSkeleton } from './plot-skeleton.ts';

export const VALUES_BEATS: PlotSkeleton = {
  opening: [
    [
      '{Name} [was] a {trait} {kind} who lived near {place}.',
      'One day {h} faced a [hard] choice about {thing}.',
      'The easy way was not the right way.',
      'Deep down, {h} knew {h} should {want}.',
    ],
    [
      'Something happened near {place} that made {name} stop.',
      'It was about {thing}.',
      'Nobody was watching.',
      'What should {h} do?',
    ],
  ],
  middle: [
    [
      [
        'Keeping quiet would be easy.',
        'But {his} tummy felt tight.',
        '{H} thought of how others would feel.',
      ],
      ['{H} [thought] about {thing} all day.', 'It did not feel right to do nothing.'],
    ],
    [
      [
        'Then {h} saw how worried someone else was.',
        'It was because of {thing}.',
        '{His} choice mattered.',
      ],
      ['Someone nearby looked sad.', '{H} guessed why, and it was about {thing}.'],
    ],
    [
      ['{H} talked it over with {comp}.', '"What would a good friend do?" asked {comp}.'],
      ['{H} took a deep breath.', 'Being honest is not always easy.'],
    ],
  ],
  ending: [
    [
      'In the end, {h} chose to {want}.',
      '{Comp} saw it and gave {him} a big smile.',
      '{H} felt light and warm inside.',
      'Next time, {h} would know just what to do.',
    ],
    [
      '{H} did the right thing and chose to {want}.',
      'A warm smile made it all worth it.',
      'Be honest and kind, {h} thought, even when it is [hard].',
    ],
  ],
};
