import { founderPlaces } from '@shared/founder-programme.ts';
import type { FounderTier } from '@shared/tier-rules.ts';

/** 'early_adopter' reads as 'Early adopter' on screen. */
export function labelFounderTier(tier: FounderTier): string {
  return founderPlaces(tier).label;
}
