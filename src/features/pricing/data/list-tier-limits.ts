import { queryOptions } from '@tanstack/react-query';
import { getSupabaseClient } from '@/lib/supabase-client';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';
import type { TierLimits } from '@shared/tier-rules.ts';

/** Tier limits are cached 5 min (docs/product.md §9). */
export const PRICED_TIERS_CACHE_MS = 300_000;

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
    .order('sort_order', { ascending: true })
    .retry(false);
  if (error) throw new Error(error.message);
  return data;
}

export const pricedTiersQueryKey = ['tier-limits', 'priced'] as const;

/** The plans are the server's: offline the page says at once that they could not be loaded. */
export const listTierLimitsQueryOptions = () =>
  queryOptions({
    queryKey: pricedTiersQueryKey,
    queryFn: listTierLimits,
    staleTime: PRICED_TIERS_CACHE_MS,
    networkMode: 'always',
    retry: retryOnceWhileOnline,
  });
