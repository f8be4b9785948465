// What the story calls a hero the idea gives no kind: a quest's adventurer, a mystery's detective.
import type { AgeId } from '../../age-bands.ts';
import type { PlotKind } from './plot-beats.ts';

const KIND_BY_PLOT: Record<PlotKind, string> = {
  quest: 'adventurer',
  mystery: 'detective',
  bedtime: 'little one',
  educational: 'young explorer',
  values: 'child',
  silly: 'kid',
  'sci-fi': 'space explorer',
};
// A grown-up or a teenager lying awake is no "little one".
const OLDER_BEDTIME_KIND = 'dreamer';

/** What a hero the idea says nothing of is, by the story's plot: "adventurer", "detective". */
export function heroKindByPlot(plot: PlotKind, age: AgeId): string {
  return plot === 'bedtime' && (age === 'teen' || age === 'adult')
    ? OLDER_BEDTIME_KIND
    : KIND_BY_PLOT[plot];
}
