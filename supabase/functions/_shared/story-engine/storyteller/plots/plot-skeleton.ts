// The shape every plot takes: an opening, middle beats in order and an ending, each beat a few
// alternatives of clauses told in order.
/** A beat: alternatives the plan chooses between, each a list of clauses told in order. */
export type BeatVariants = readonly (readonly string[])[];

export interface PlotSkeleton {
  opening: BeatVariants;
  /** Middle beats in plot order; a story longer than the skeleton repeats the last two. */
  middle: readonly BeatVariants[];
  ending: BeatVariants;
}
