import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { getSupabaseClient } from '@/lib/supabase-client';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';

/** Tier limits are cached 5 min (docs/product.md §9). */
export const CHARACTER_LIMIT_CACHE_MS = 300_000;

export const readCharacterLimitInputSchema = z.string().check(z.minLength(1));

/** The plan's character limit (-1 unlimited) for the explanation shown when it is reached. */
export async function readCharacterLimit(tier: string): Promise<number> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('tier_limits')
    .select('characters_limit')
    .eq('tier_name', readCharacterLimitInputSchema.parse(tier))
    .retry(false)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data?.characters_limit ?? -1;
}

export const characterLimitQueryKey = (tier: string) =>
  ['tier-limits', tier, 'characters-limit'] as const;

export const readCharacterLimitQueryOptions = (tier: string) =>
  queryOptions({
    queryKey: characterLimitQueryKey(tier),
    queryFn: () => readCharacterLimit(tier),
    staleTime: CHARACTER_LIMIT_CACHE_MS,
    networkMode: 'always',
    retry: retryOnceWhileOnline,
  });
