import type { FounderTier } from '@shared/tier-rules.ts';

const LABELS: Record<FounderTier, string> = {
  genesis: 'Genesis',
  pioneer: 'Pioneer',
  early_adopter: 'Early adopter',
};

/** 'early_adopter' reads as 'Early adopter' on screen. */
export function labelFounderTier(tier: FounderTier): string {
  return LABELS[tier];
}
