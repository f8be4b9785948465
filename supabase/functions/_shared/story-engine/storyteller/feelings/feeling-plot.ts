// A feelings story's plot: the feeling shown in a moment, a try, a setback, talking it through,
// nearly there, and the change, in the shape's own words for the reader's band.
import { AGE_BANDS, type AgeId } from '../../../age-bands.ts';
import { heardLength } from '../reading-levels.ts';
import type { PlotSkeleton } from '../plots/plot-skeleton.ts';
import { withFeelingWords, type FeelingIdea } from './read-feeling.ts';

export function feelingPlot({ shape, words }: FeelingIdea, age: AgeId): PlotSkeleton {
  const beats = age === '4-6' || age === '7-9' ? shape.young : shape.older;
  // "Mum sang one last time" ends a sleepless night; a long soothing deed ends it without the
  // words that would take it past the band's longest sentence.
  const fitted = (line: string) =>
    heardLength(line) > AGE_BANDS[age].maxSentenceWords ? line.replace(' one last time', '') : line;
  const told = (lines: readonly string[]) => [
    lines.map((line) => fitted(withFeelingWords(line, words))),
  ];
  return {
    opening: told(beats.moment),
    middle: [told(beats.tryIt), told(beats.setback), told(beats.talk), told(beats.almost)],
    ending: told(beats.change),
  };
}
