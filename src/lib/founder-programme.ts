// The founder programme's places and lifetime discounts, written once for every screen that
// explains or grants founder status (pricing, admin): which numbers each founder tier holds.
import type { FounderTier } from '@shared/tier-rules.ts';

export interface FounderPlaces {
  tier: FounderTier;
  /** How the tier reads on screen. */
  label: string;
  first: number;
  last: number;
  discount: number;
}

export const FOUNDER_PROGRAMME: readonly FounderPlaces[] = [
  { tier: 'genesis', label: 'Genesis', first: 1, last: 25, discount: 100 },
  { tier: 'pioneer', label: 'Pioneer', first: 26, last: 100, discount: 60 },
  { tier: 'early_adopter', label: 'Early adopter', first: 101, last: 200, discount: 50 },
];

/** The programme's size: places 1 to this number. */
export const FOUNDER_PLACES_TOTAL = FOUNDER_PROGRAMME[FOUNDER_PROGRAMME.length - 1]!.last;

export function founderPlaces(tier: FounderTier): FounderPlaces {
  const places = FOUNDER_PROGRAMME.find((entry) => entry.tier === tier);
  if (!places) throw new Error(`Unknown founder tier ${tier}`);
  return places;
}

/** The founder tier a place in the programme belongs to; none outside 1–200 or for a non-integer. */
export function founderTierForNumber(founderNumber: number): FounderTier | null {
  if (!Number.isInteger(founderNumber)) return null;
  return (
    FOUNDER_PROGRAMME.find((entry) => founderNumber >= entry.first && founderNumber <= entry.last)
      ?.tier ?? null
  );
}
