// Subscription tiers and their monthly limits, written once for the browser, the local stack
// and the edge functions: effective tier, tier flags, limit checks, meters and founder badges.

export const TIER_NAMES = ['Free', 'Premium', 'Pro', 'Family', 'Enterprise'] as const;
export type TierName = (typeof TIER_NAMES)[number];

export const FOUNDER_TIERS = ['genesis', 'pioneer', 'early_adopter'] as const;
export type FounderTier = (typeof FOUNDER_TIERS)[number];

/** The value of a limit that means there is none. */
export const UNLIMITED = -1;
/** A warning shows when this many or fewer remain. */
export const LOW_REMAINING = 2;

export interface SubscriptionState {
  subscribed: boolean;
  subscription_tier: string | null;
}

export interface FounderState {
  founder_tier: FounderTier;
  lifetime_discount: number;
  benefits: string[];
}

export interface TierLimits {
  tier_name: string;
  stories_per_month: number;
  voice_generations_per_month: number;
  images_per_story: number;
  features: string[];
}

export function isTierName(value: unknown): value is TierName {
  return typeof value === 'string' && (TIER_NAMES as readonly string[]).includes(value);
}

/** Genesis founders are treated as Pro; otherwise the subscription tier; otherwise (no row, unknown) Free. */
export function effectiveTier(
  subscription: SubscriptionState | null,
  founder: FounderState | null,
): TierName {
  if (founder?.founder_tier === 'genesis') return 'Pro';
  const tier = subscription?.subscription_tier;
  return isTierName(tier) ? tier : 'Free';
}

export interface TierFlags {
  isPremium: boolean;
  isPro: boolean;
  isFree: boolean;
}

export function tierFlags(subscription: SubscriptionState | null, tier: TierName): TierFlags {
  const subscribed = subscription?.subscribed ?? false;
  return {
    isPremium: subscribed && (tier === 'Premium' || tier === 'Pro' || tier === 'Enterprise'),
    isPro: tier === 'Pro' || tier === 'Enterprise',
    isFree: !subscribed || tier === 'Free',
  };
}

/** Whether one more can be made this month: below the limit, or unlimited. */
export function isWithinLimit(used: number, limit: number): boolean {
  return limit === UNLIMITED || used < limit;
}

/** The meter's fill: unlimited shows 0, a limit of 0 shows 100, otherwise capped at 100. */
export function usagePercent(used: number, limit: number): number {
  if (limit === UNLIMITED) return 0;
  if (limit === 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}

export type LimitState = 'unlimited' | 'ok' | 'low' | 'reached';

export function limitState(used: number, limit: number): LimitState {
  if (limit === UNLIMITED) return 'unlimited';
  const remaining = Math.max(0, limit - used);
  if (remaining === 0) return 'reached';
  return remaining <= LOW_REMAINING ? 'low' : 'ok';
}

export function remainingOf(used: number, limit: number): number | null {
  return limit === UNLIMITED ? null : Math.max(0, limit - used);
}

export function founderBadgeText(founder: Pick<FounderState, 'lifetime_discount'>): string {
  return founder.lifetime_discount >= 100
    ? 'Lifetime FREE Pro Plan'
    : `${founder.lifetime_discount}% lifetime discount`;
}

export function founderBenefitsShown(founder: Pick<FounderState, 'benefits'>): string[] {
  return founder.benefits.slice(0, 3);
}

/** The current usage month as the database stores it: YYYY-MM. */
export function usageMonth(date: Date = new Date()): string {
  return date.toISOString().slice(0, 7);
}

/** Why a new story cannot start: the monthly stories limit of the caller's tier is used up. */
export function storyLimitMessage(tier: string, storiesPerMonth: number): string {
  return `You have used all ${storiesPerMonth} stories of your ${tier} plan this month. Upgrade your plan to create more stories, or continue one you already have.`;
}
