// The shape of a harm frame (harm-frames.ts) and how one is written: the kinds of words a harm needs
// together in one sentence, over its lemmas, and a kind near another.
import type { AgeId } from '../age-bands.ts';
import type { SafetyCategory } from './harm-policy.ts';

export interface HarmFrame {
  category: SafetyCategory;
  keptUpTo: AgeId;
  /**
   * Kinds that must all be in one sentence, each a regular-expression source over its lemmas; the
   * first is the deed, read as refused when a negation comes just before it.
   */
  kinds: readonly string[];
  /** Told in play or pretend ("play dead", "a pretend sword fight"), the frame is no harm. */
  playable?: boolean;
  /** A kind that makes the frame's words ordinary (goodbye letters before moving house). */
  unless?: string;
}

export const frame = (
  category: SafetyCategory,
  keptUpTo: AgeId,
  kinds: string[],
  playable = false,
): HarmFrame => ({ category, keptUpTo, kinds, playable });

export const near = (first: string, second: string, gap = 3) =>
  `${first} (?:[^ ]+ ){0,${gap}}?${second}`;
