import { getSupabaseClient } from '@/lib/supabase-client';
import type { TierLimits } from '@shared/tier-rules.ts';

export interface PricedTier extends TierLimits {
  characters_limit: number;
  /** null means the price is given on request. */
  price_monthly_cents: number | null;
}

/** Every tier with its limits, features and monthly price, in the order the database gives them. */
export async function listTierLimits(): Promise<PricedTier[]> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('tier_limits')
    .select(
      'tier_name, stories_per_month, voice_generations_per_month, images_per_story, characters_limit, price_monthly_cents, features',
    )
    .order('sort_order', { ascending: true });
  if (error) throw new Error(error.message);
  return (data ?? []) as PricedTier[];
}
