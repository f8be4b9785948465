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

/**
 * An educational idea about a subject we hold no facts for: the hero looks, asks and tests, and
 * finds out, but the story tells no fact, never one about another subject.
 */
export const EDUCATIONAL_WITHOUT_FACTS: PlotSkeleton = {
  opening: EDUCATIONAL_BEATS.opening,
  middle: [
    [
      ['{H} looked closely at everything about {thing}.', 'Every answer led to a new question.'],
      ['{H} began by looking [carefully].', 'There was more to {thing} than {h} had thought.'],
    ],
    [
      ['"What do you think?" {h} asked {comp}.', '"Let us test it and see," said {comp}.'],
      ['{H} asked someone who knew a lot about {thing}.', '{H} listened and wrote it all down.'],
    ],
    [
      ['{H} tried a small test.', 'It did not go as {h} expected, so {h} tried again.'],
      ['{H} [thought] about {thing} for a long time.', 'Slowly, it began to make sense.'],
    ],
  ],
  ending: [
    [
      'Now {h} understood {thing} much better.',
      '{H} could not wait to tell everyone what {h} had found out.',
      'Learning, {h} thought, was the best adventure.',
    ],
    ['{H} had found out a great deal about {thing}.', '{H} smiled and shared it with {comp}.'],
  ],
};
