import { getSupabaseClient } from '@/lib/supabase-client';

/** Declines a child's request; the story stays private and the child is told kindly. */
export async function declinePublishRequest(storyId: string): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = await client
    .from('publish_requests')
    .update({ state: 'declined' })
    .eq('story_id', storyId);
  if (error) throw new Error(error.message);
}
