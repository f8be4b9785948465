// A feelings story's plot: the feeling shown in a moment, a try, a setback, talking it through,
// nearly there, and the change, in the shape's own words for the reader's band.
import type { AgeId } from '../../../age-bands.ts';
import type { PlotSkeleton } from '../plots/plot-skeleton.ts';
import { withFeelingWords, type FeelingIdea } from './read-feeling.ts';

export function feelingPlot({ shape, words }: FeelingIdea, age: AgeId): PlotSkeleton {
  const beats = age === '4-6' || age === '7-9' ? shape.young : shape.older;
  const told = (lines: readonly string[]) => [lines.map((line) => withFeelingWords(line, words))];
  return {
    opening: told(beats.moment),
    middle: [told(beats.tryIt), told(beats.setback), told(beats.talk), told(beats.almost)],
    ending: told(beats.change),
  };
}
