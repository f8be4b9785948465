import { getSupabaseClient } from '@/lib/supabase-client';

/** How long the wizard waits for the server before starting the story anyway (counted at sync). */
const CLAIM_TIMEOUT_MS = 5000;

export type StoryClaim = 'counted' | 'limit_reached' | 'unchecked';

/**
 * Counts a signed-in reader's new story on the server before it is written on the device, so the
 * monthly limit is enforced where it cannot be raced. Unreachable server: 'unchecked', the story
 * starts anyway and is counted when it syncs.
 */
export async function claimNewStory(storyId: string): Promise<StoryClaim> {
  try {
    const client = await getSupabaseClient();
    const { data, error } = await client
      .rpc('claim_story_usage', { story_uuid: storyId })
      .abortSignal(AbortSignal.timeout(CLAIM_TIMEOUT_MS));
    if (error) return 'unchecked';
    return data === 'limit_reached' ? 'limit_reached' : 'counted';
  } catch {
    return 'unchecked';
  }
}
