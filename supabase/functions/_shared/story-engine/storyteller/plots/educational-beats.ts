// The educational plot's beats. A question, facts found out one at a time, the answer told at the end.
// Tokens in braces come from the story; words in brackets from the reading band.
import type { PlotSkeleton } from './plot-skeleton.ts';

export const EDUCATIONAL_BEATS: PlotSkeleton = {
  opening: [
    [
      '{Name} [was] a {trait} {kind} full of questions.',
      'Today {h} wanted to {want}.',
      '{Comp} said, "Let us find out together."',
    ],
    [
      'Near {place}, {name} the {kind} had a [big] question.',
      '{H} wanted to {want}.',
      'So {h} set off to learn.',
    ],
  ],
  middle: [
    [
      ['{H} learned something new.', '{Fact}', '{H} wrote it down.'],
      ['Here was the first thing {h} found out.', '{Fact}'],
    ],
    [
      ['Then came a second surprise.', '{Fact}', '"That is amazing," said {comp}.'],
      ['{H} read on and learned more.', '{Fact}'],
    ],
    [
      ['{H} tried a small test to check.', 'It worked just as the book said.', '{Fact}'],
      ['{H} [thought] about it for a long time.', '{Fact}'],
    ],
  ],
  ending: [
    [
      'Now {h} knew the answer.',
      '{Answer}',
      '{H} could not wait to tell everyone.',
      'Learning, {h} thought, was the best adventure.',
    ],
    ['The question had an answer at last.', '{Answer}', '{H} smiled and shared it with {comp}.'],
  ],
};
