import { getSupabaseClient } from '@/lib/supabase-client';

export interface MonthUsage {
  stories_created: number;
  images_generated: number;
  voice_generations: number;
}

export const NO_USAGE: MonthUsage = {
  stories_created: 0,
  images_generated: 0,
  voice_generations: 0,
};

/** This month's usage from get_current_month_usage; no row yet means zeros. */
export async function readMonthUsage(userId: string): Promise<MonthUsage> {
  const client = await getSupabaseClient();
  const { data, error } = await client.rpc('get_current_month_usage', { user_uuid: userId });
  if (error) throw new Error(error.message);
  const [row] = data;
  return row ?? NO_USAGE;
}
