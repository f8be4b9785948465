import { founderPlaces } from '@/lib/founder-programme';
import type { FounderTier } from '@shared/tier-rules.ts';

/** 'early_adopter' reads as 'Early adopter' on screen. */
export function labelFounderTier(tier: FounderTier): string {
  return founderPlaces(tier).label;
}
