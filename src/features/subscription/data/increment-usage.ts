import { getSupabaseClient } from '@/lib/supabase-client';

export interface UsageIncrement {
  stories?: number;
  images?: number;
  voice?: number;
}

/** Adds to this month's usage through increment_usage. */
export async function incrementUsage(
  userId: string,
  { stories = 0, images = 0, voice = 0 }: UsageIncrement,
): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = await client.rpc('increment_usage', {
    user_uuid: userId,
    stories_inc: stories,
    images_inc: images,
    voice_inc: voice,
  });
  if (error) throw new Error(error.message);
}
