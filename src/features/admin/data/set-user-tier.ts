import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { TierName } from '@shared/tier-rules.ts';

/** Puts a user on a subscription tier by hand, the way tiers change where no payment provider is set up. */
export async function setUserTier(
  client: Pick<StoryCanvasClient, 'rpc'>,
  userId: string,
  tier: TierName,
): Promise<void> {
  const { error } = await client.rpc('admin_set_user_tier', {
    target_user: userId,
    new_tier: tier,
  });
  if (error) throw new Error(error.message);
}
