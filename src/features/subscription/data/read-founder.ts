import { getSupabaseClient } from '@/lib/supabase-client';
import type { FounderState } from '@shared/tier-rules.ts';

/** The user's founder status, at most one row; a lookup that fails counts as none (docs/product.md §7). */
export async function readFounder(userId: string): Promise<FounderState | null> {
  try {
    const client = await getSupabaseClient();
    const { data, error } = await client
      .from('user_founders')
      .select('founder_tier, lifetime_discount, benefits')
      .eq('user_id', userId)
      .limit(1)
      .maybeSingle();
    return error ? null : data;
  } catch {
    return null;
  }
}
