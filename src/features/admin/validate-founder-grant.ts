import { founderPlaces } from '@/lib/founder-programme';
import type { FounderTier } from '@shared/tier-rules.ts';

export interface FounderGrant {
  tier: FounderTier;
  founderNumber: number;
  lifetimeDiscount: number;
}

/** Why a founder grant cannot be saved as it is, or null when it fits the programme's places. */
export function validateFounderGrant(grant: FounderGrant): string | null {
  const places = founderPlaces(grant.tier);
  if (
    !Number.isInteger(grant.founderNumber) ||
    grant.founderNumber < places.first ||
    grant.founderNumber > places.last
  ) {
    return `Founder number for this tier must be between ${places.first} and ${places.last}`;
  }
  if (
    !Number.isInteger(grant.lifetimeDiscount) ||
    grant.lifetimeDiscount < 0 ||
    grant.lifetimeDiscount > 100
  ) {
    return 'Lifetime discount must be a whole number from 0 to 100';
  }
  return null;
}
