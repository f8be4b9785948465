// The safety corpora: unsafe inputs across categories and disguises, each with the oldest age band
// it must be kept from, and harmless children's sentences that naive word filters refuse.
import type { AgeId } from '../../../supabase/functions/_shared/story-engine/age-bands.ts';
import harmless from './harmless-sentences.json' with { type: 'json' };
import unsafe from './unsafe-inputs.json' with { type: 'json' };

export interface UnsafeInput {
  text: string;
  category: string;
  /** How the text is disguised: plain, word form, leet, spaced, confusable, zero-width … */
  form: string;
  keptUpTo: AgeId;
}

export const UNSAFE_INPUTS = unsafe as UnsafeInput[];
export const HARMLESS_SENTENCES: readonly string[] = harmless;
