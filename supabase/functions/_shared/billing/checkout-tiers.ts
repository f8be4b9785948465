// The plans a visitor can buy through Stripe Checkout, as the pricing page sends them (lower case)
// and as the database names them; shared by the browser, create-checkout and stripe-webhook.
import { isTierName, type TierName } from '../tier-rules.ts';

export const CHECKOUT_TIERS = {
  premium: 'Premium',
  pro: 'Pro',
  family: 'Family',
} as const satisfies Record<string, TierName>;

export type CheckoutTier = keyof typeof CHECKOUT_TIERS;

export const CHECKOUT_TIER_IDS = Object.keys(CHECKOUT_TIERS) as [CheckoutTier, ...CheckoutTier[]];

/** The checkout id of a tier name ('Pro' → 'pro'), or null for plans not sold through checkout. */
export function checkoutTierOf(tierName: string): CheckoutTier | null {
  const id = tierName.toLowerCase();
  return id in CHECKOUT_TIERS ? (id as CheckoutTier) : null;
}

/** A tier written into Stripe metadata, whether as the database name or the checkout id. */
export function tierFromMetadata(value: string | null | undefined): TierName | null {
  if (!value) return null;
  if (isTierName(value)) return value;
  const id = checkoutTierOf(value);
  return id ? CHECKOUT_TIERS[id] : null;
}
