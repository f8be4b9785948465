import { getSupabaseClient } from '@/lib/supabase-client';
import type { SubscriptionState } from '@shared/tier-rules.ts';

export interface SubscriptionRow extends SubscriptionState {
  subscription_status: string | null;
  subscription_end: string | null;
}

/** Not subscribed: what a missing subscribers row, and a visitor, mean (docs/product.md §4). */
export const NOT_SUBSCRIBED: SubscriptionRow = {
  subscribed: false,
  subscription_tier: null,
  subscription_status: null,
  subscription_end: null,
};

/** The user's subscribers row; a missing row means Free. */
export async function readSubscription(userId: string): Promise<SubscriptionRow> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('subscribers')
    .select('subscribed, subscription_tier, subscription_status, subscription_end')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data ?? NOT_SUBSCRIBED;
}
