// The caller's effective tier and its limits, read as the caller (RLS: their own rows only),
// with the tier rules of tier-rules.ts. A missing subscription means Free.
import type { SupabaseCaller } from './call-supabase.ts';
import {
  effectiveTier,
  type FounderState,
  type SubscriptionState,
  type TierLimits,
  type TierName,
} from './tier-rules.ts';

export interface CallerLimits {
  tier: TierName;
  limits: TierLimits;
}

export async function loadCallerLimits(
  supabase: SupabaseCaller,
  userId: string,
): Promise<CallerLimits> {
  const [subscriptions, founders] = await Promise.all([
    supabase.select<SubscriptionState>(
      'subscribers',
      `select=subscribed,subscription_tier&user_id=eq.${userId}&limit=1`,
    ),
    supabase
      .select<FounderState>(
        'user_founders',
        `select=founder_tier,lifetime_discount,benefits&user_id=eq.${userId}&limit=1`,
      )
      .catch(() => []),
  ]);
  const tier = effectiveTier(subscriptions[0] ?? null, founders[0] ?? null);
  const [limits] = await supabase.select<TierLimits>(
    'tier_limits',
    `select=*&tier_name=eq.${encodeURIComponent(tier)}&limit=1`,
  );
  if (!limits) throw new Error(`No limits are defined for the ${tier} tier`);
  return { tier, limits };
}
