// The shape of an everyday, feelings story: what the idea is about in the family's own words, and
// its beats: the feeling shown in a moment, a try, a setback, talking it through, nearly there, and
// the change. Beats may name the shape's words: {other} the one it is about ("her perfect older
// brother", then {otherShort} "her brother", {otherHead} "brother"), {listener} who the hero opens up to, {eventA} and
// {eventB} the two things that clash, {venue} where it happens.
import type { EpisodeKind, EpisodeStep } from '../episode-phrases.ts';
import type { FeelingScene } from './feeling-setting.ts';

export interface FeelingWords {
  other: string;
  otherShort: string;
  /** The other's head noun alone, for "your brother" in what someone says to the hero. */
  otherHead: string;
  listener: string;
  eventA: string;
  eventB: string;
  venue: string;
  /** A hard thing the hero must do, and the same done: "tell his dad", "told his dad". */
  step: string;
  stepDone: string;
  /** What the hero dreams of doing: "become a DJ". */
  dream: string;
}

export interface FeelingBeats {
  moment: readonly string[];
  tryIt: readonly string[];
  setback: readonly string[];
  talk: readonly string[];
  almost: readonly string[];
  change: readonly string[];
}

export interface FeelingShape {
  id: string;
  /**
   * The shape's words found in the idea (lower case), and the world it happens in where the idea
   * says ("learn to swim" is at a pool), or null when the idea is not this shape.
   */
  read: (idea: string) => (Partial<FeelingWords> & { scene?: FeelingScene }) | null;
  defaults: Omit<FeelingWords, 'otherHead' | 'step' | 'stepDone' | 'dream'>;
  /** Where the story stays: "home", "the school". */
  place: string;
  /** What can be seen, heard and chosen there. */
  scene: FeelingScene;
  /** Where the one the trouble is with comes along: the part from which they are close again. */
  apartUntil?: number;
  /** What the hero comes to do, told where a line names the want. */
  want: { verb: string; thing: string; noun: string };
  /**
   * How the ending says the hero did it, where the feelings story's own words ("by saying how he
   * felt") would not fit: "by practising every day".
   */
  doneBy?: string;
  /** How each step goes, where the feelings story's own steps (saying how one feels) would not fit. */
  episodes?: Record<EpisodeKind, Record<EpisodeStep, readonly string[]>>;
  /** For 4–6 and 7–9: short, plain clauses. */
  young: FeelingBeats;
  /** From 10–12 up. */
  older: FeelingBeats;
}
