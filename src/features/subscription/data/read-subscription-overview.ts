import { getSupabaseClient } from '@/lib/supabase-client';
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
  const [subscription, founder, usage] = await Promise.all([
    client.from('subscribers').select('subscribed, subscription_tier').eq('user_id', userId).maybeSingle<SubscriptionState>(),
    client.from('user_founders').select('founder_tier, lifetime_discount, benefits').eq('user_id', userId).maybeSingle<FounderState>(),
    client.rpc('get_current_month_usage', { user_uuid: userId }),
  ]);
  if (subscription.error) throw new Error(subscription.error.message);
  if (usage.error) throw new Error(usage.error.message);
  // A founder lookup that fails counts as no founder status (issue: "errors yield none").
  const founderRow = founder.error ? null : founder.data;
  const tier = effectiveTier(subscription.data ?? null, founderRow);
  const limits = await client
    .from('tier_limits')
    .select('tier_name, stories_per_month, voice_generations_per_month, images_per_story, features')
    .eq('tier_name', tier)
    .maybeSingle<TierLimits>();
  if (limits.error) throw new Error(limits.error.message);
  const rows = (usage.data ?? []) as MonthUsage[];
  return {
    tier,
    flags: tierFlags(subscription.data ?? null, tier),
    limits: limits.data,
    usage: rows[0] ?? NO_USAGE,
    founder: founderRow,
  };
}
