// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  effectiveTier,
  founderBadgeText,
  founderBenefitsShown,
  isWithinLimit,
  limitState,
  tierFlags,
  usageMonth,
  usagePercent,
} from '@shared/tier-rules.ts';

const genesis = {
  founder_tier: 'genesis' as const,
  lifetime_discount: 100,
  benefits: ['a', 'b', 'c', 'd'],
};
const pioneer = { founder_tier: 'pioneer' as const, lifetime_discount: 60, benefits: ['a'] };

describe('effectiveTier', () => {
  it('treats a missing subscription row as Free', () => {
    expect(effectiveTier(null, null)).toBe('Free');
  });
  it('treats genesis founders as Pro whatever they pay for', () => {
    expect(effectiveTier({ subscribed: false, subscription_tier: 'Free' }, genesis)).toBe('Pro');
  });
  it('uses the subscription tier for everyone else, and Free for an unknown one', () => {
    expect(effectiveTier({ subscribed: true, subscription_tier: 'Premium' }, pioneer)).toBe(
      'Premium',
    );
    expect(effectiveTier({ subscribed: true, subscription_tier: 'Platinum' }, null)).toBe('Free');
  });
});

describe('tierFlags', () => {
  it.each([
    [
      { subscribed: true, subscription_tier: 'Premium' },
      'Premium',
      { isPremium: true, isPro: false, isFree: false },
    ],
    [
      { subscribed: true, subscription_tier: 'Pro' },
      'Pro',
      { isPremium: true, isPro: true, isFree: false },
    ],
    [
      { subscribed: true, subscription_tier: 'Enterprise' },
      'Enterprise',
      { isPremium: true, isPro: true, isFree: false },
    ],
    [
      { subscribed: true, subscription_tier: 'Family' },
      'Family',
      { isPremium: false, isPro: false, isFree: false },
    ],
    [
      { subscribed: false, subscription_tier: 'Premium' },
      'Premium',
      { isPremium: false, isPro: false, isFree: true },
    ],
    [null, 'Free', { isPremium: false, isPro: false, isFree: true }],
  ] as const)('%j as %s', (subscription, tier, flags) => {
    expect(tierFlags(subscription, tier)).toEqual(flags);
  });
});

describe('limits and meters', () => {
  it('allows creation only below the limit, always when unlimited', () => {
    expect(isWithinLimit(4, 5)).toBe(true);
    expect(isWithinLimit(5, 5)).toBe(false);
    expect(isWithinLimit(0, 0)).toBe(false);
    expect(isWithinLimit(9999, -1)).toBe(true);
  });
  it('fills the meter: unlimited 0, limit 0 gives 100, capped at 100', () => {
    expect(usagePercent(50, -1)).toBe(0);
    expect(usagePercent(0, 0)).toBe(100);
    expect(usagePercent(3, 10)).toBe(30);
    expect(usagePercent(12, 10)).toBe(100);
  });
  it('warns when 1 or 2 remain and says limit reached at 0', () => {
    expect(limitState(2, 5)).toBe('ok');
    expect(limitState(3, 5)).toBe('low');
    expect(limitState(4, 5)).toBe('low');
    expect(limitState(5, 5)).toBe('reached');
    expect(limitState(7, 5)).toBe('reached');
    expect(limitState(7, -1)).toBe('unlimited');
  });
});

describe('founder badge', () => {
  it('says Lifetime FREE Pro Plan at 100% and the discount otherwise, with up to 3 benefits', () => {
    expect(founderBadgeText(genesis)).toBe('Lifetime FREE Pro Plan');
    expect(founderBadgeText(pioneer)).toBe('60% lifetime discount');
    expect(founderBenefitsShown(genesis)).toEqual(['a', 'b', 'c']);
  });
});

it('names the usage month as YYYY-MM', () => {
  expect(usageMonth(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11');
});
