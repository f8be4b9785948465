// The caller's effective tier and its limits, read as the caller (RLS: their own rows only),
// with the tier rules of tier-rules.ts. A missing subscription means Free.
import type { SupabaseCaller } from './call-supabase.ts';
import { effectiveTier, type TierLimits, type TierName } from './tier-rules.ts';

export interface CallerLimits {
  tier: TierName;
  limits: TierLimits;
}

export async function loadCallerLimits(
  supabase: SupabaseCaller,
  userId: string,
): Promise<CallerLimits> {
  const [subscriptions, founders] = await Promise.all([
    supabase.select(
      'subscribers',
      ['subscribed', 'subscription_tier'],
      `user_id=eq.${userId}&limit=1`,
    ),
    supabase
      .select(
        'user_founders',
        ['founder_tier', 'lifetime_discount', 'benefits'],
        `user_id=eq.${userId}&limit=1`,
      )
      .catch(() => []),
  ]);
  const tier = effectiveTier(subscriptions[0] ?? null, founders[0] ?? null);
  const [limits] = await supabase.select(
    'tier_limits',
    [
      'tier_name',
      'stories_per_month',
      'voice_generations_per_month',
      'images_per_story',
      'features',
    ],
    `tier_name=eq.${encodeURIComponent(tier)}&limit=1`,
  );
  if (!limits) throw new Error(`No limits are defined for the ${tier} tier`);
  return { tier, limits };
}
