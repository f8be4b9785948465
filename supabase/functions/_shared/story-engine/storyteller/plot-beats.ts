// The plot skeletons: per kind of story, the beats a plan walks through from opening to ending,
// each told in short clauses that reading-levels.ts joins and enriches for older readers.
// Each kind's beats live in plots/.
import type { GenreSlug } from '../genres.ts';
import type { PlotSkeleton } from './plots/plot-skeleton.ts';
import { QUEST_BEATS } from './plots/quest-beats.ts';
import { MYSTERY_BEATS } from './plots/mystery-beats.ts';
import { BEDTIME_BEATS } from './plots/bedtime-beats.ts';
import { EDUCATIONAL_BEATS } from './plots/educational-beats.ts';
import { VALUES_BEATS } from './plots/values-beats.ts';
import { SILLY_BEATS } from './plots/silly-beats.ts';
import { SCI_FI_BEATS } from './plots/sci-fi-beats.ts';

export type PlotKind =
  'quest' | 'mystery' | 'bedtime' | 'educational' | 'values' | 'silly' | 'sci-fi';

export const PLOT_KIND: Record<GenreSlug, PlotKind> = {
  adventure: 'quest',
  'fantasy-magic': 'quest',
  'epic-fantasy': 'quest',
  mystery: 'mystery',
  bedtime: 'bedtime',
  educational: 'educational',
  values: 'values',
  silly: 'silly',
  'sci-fi': 'sci-fi',
};

export type { BeatVariants, PlotSkeleton } from './plots/plot-skeleton.ts';

export const PLOTS: Record<PlotKind, PlotSkeleton> = {
  quest: QUEST_BEATS,
  mystery: MYSTERY_BEATS,
  bedtime: BEDTIME_BEATS,
  educational: EDUCATIONAL_BEATS,
  values: VALUES_BEATS,
  silly: SILLY_BEATS,
  'sci-fi': SCI_FI_BEATS,
};
