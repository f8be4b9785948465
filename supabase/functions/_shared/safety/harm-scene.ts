// The shape of a harm scene (harm-scenes.ts) and how one is written: its category, the oldest band
// it is kept from, and kinds of words in reading order at most `gap` words apart.
import type { AgeId } from '../age-bands.ts';
import type { SafetyCategory } from './harm-policy.ts';

export interface HarmScene {
  category: SafetyCategory;
  keptUpTo: AgeId;
  /** Kinds in reading order, at most `gap` words apart; each a regular-expression source. */
  kinds: readonly string[];
  gap?: number;
  /** A deed that is no harm when refused or negated just before it ("refused to push"). */
  negatable?: boolean;
}

export const seen = (
  category: SafetyCategory,
  keptUpTo: AgeId,
  gap: number,
  ...kinds: string[]
): HarmScene => ({ category, keptUpTo, kinds, gap });

/** A scene that starts with a deed, read as no harm when the deed is refused or negated. */
export const seenDeed = (
  category: SafetyCategory,
  keptUpTo: AgeId,
  gap: number,
  ...kinds: string[]
): HarmScene => ({ ...seen(category, keptUpTo, gap, ...kinds), negatable: true });

export const VIOLENCE = 'violence and weapons';
export const SELF_HARM = 'death and self-harm';
export const SEXUAL = 'sexual content and nudity';
export const HATE = 'slurs and hate';
export const DRUGS = 'drugs and alcohol';
export const DANGER = 'dangerous acts';
export const GORE = 'gore';
