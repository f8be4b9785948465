import { getSupabaseClient } from '@/lib/supabase-client';
import { FOUNDER_CACHE_MS, readCached, TIER_LIMITS_CACHE_MS, USAGE_CACHE_MS } from './read-cached';
import {
  effectiveTier,
  tierFlags,
  type FounderState,
  type SubscriptionState,
  type TierFlags,
  type TierLimits,
  type TierName,
} from '@shared/tier-rules.ts';

export interface MonthUsage {
  stories_created: number;
  images_generated: number;
  voice_generations: number;
}

export interface SubscriptionOverview {
  tier: TierName;
  flags: TierFlags;
  limits: TierLimits | null;
  usage: MonthUsage;
  founder: FounderState | null;
}

const NO_USAGE: MonthUsage = { stories_created: 0, images_generated: 0, voice_generations: 0 };

/** The signed-in user's plan, its limits and this month's usage (no usage row yet means zeros). */
export async function readSubscriptionOverview(userId: string): Promise<SubscriptionOverview> {
  const client = await getSupabaseClient();
  const [subscription, founderRow, usage] = await Promise.all([
    client.from('subscribers').select('subscribed, subscription_tier').eq('user_id', userId).maybeSingle<SubscriptionState>(),
    readCached(`founder:${userId}`, FOUNDER_CACHE_MS, async () => {
      const founder = await client.from('user_founders').select('founder_tier, lifetime_discount, benefits').eq('user_id', userId).maybeSingle<FounderState>();
      // A founder lookup that fails counts as no founder status (issue: "errors yield none").
      return founder.error ? null : founder.data;
    }),
    readCached(`usage:${userId}`, USAGE_CACHE_MS, async () => {
      const result = await client.rpc('get_current_month_usage', { user_uuid: userId });
      if (result.error) throw new Error(result.error.message);
      return (result.data ?? []) as MonthUsage[];
    }),
  ]);
  if (subscription.error) throw new Error(subscription.error.message);
  const tier = effectiveTier(subscription.data ?? null, founderRow);
  const limits = await readCached(`tier-limits:${tier}`, TIER_LIMITS_CACHE_MS, async () => {
    const result = await client
      .from('tier_limits')
      .select('tier_name, stories_per_month, voice_generations_per_month, images_per_story, features')
      .eq('tier_name', tier)
      .maybeSingle<TierLimits>();
    if (result.error) throw new Error(result.error.message);
    return result.data;
  });
  return {
    tier,
    flags: tierFlags(subscription.data ?? null, tier),
    limits,
    usage: usage[0] ?? NO_USAGE,
    founder: founderRow,
  };
}
