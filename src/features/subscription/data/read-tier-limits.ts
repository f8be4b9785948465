import { getSupabaseClient } from '@/lib/supabase-client';
import type { TierLimits } from '@shared/tier-rules.ts';

/** Every tier's limits, ordered by tier name (docs/product.md §7). */
export async function readTierLimits(): Promise<TierLimits[]> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('tier_limits')
    .select('tier_name, stories_per_month, voice_generations_per_month, images_per_story, features')
    .order('tier_name');
  if (error) throw new Error(error.message);
  return data;
}
