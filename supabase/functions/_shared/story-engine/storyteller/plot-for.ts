// The plot a story is told in: the genre's own, but a whodunit wherever the idea asks who did it.
import type { GenreSlug } from '../genres.ts';
import { PLOT_KIND, type PlotKind } from './plot-beats.ts';
import type { StoryIdea } from './understand-idea.ts';

/** The genres whose stories go out and about, and may be about who did something. */
const WHODUNIT_PLOTS: ReadonlySet<PlotKind> = new Set(['quest', 'sci-fi', 'silly']);

// Words that ask who did it, or say someone did.
const ASKS_WHO = /\b(who|whos|who['’]s|whoever|someone|somebody|thief|culprit)\b/i;

/**
 * "someone keeps stealing the batteries on the moon base", "it was the base cat": an idea about
 * who did something is told as a mystery in any genre that goes out and about, and its setting
 * stays the genre's; the culprit is found out, never searched for as a thing.
 */
export function plotFor(genre: GenreSlug, idea: StoryIdea, prompt: string): PlotKind {
  const plot = PLOT_KIND[genre];
  // "the last dragon egg is hidden under the glacier", "his homework gets eaten by the robot
  // vacuum": a deed with no one to find out is the story's trouble, not a puzzle.
  const whodunit = idea.culprit !== null && (idea.reveal !== null || ASKS_WHO.test(prompt));
  return whodunit && WHODUNIT_PLOTS.has(plot) ? 'mystery' : plot;
}
