import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { FeedbackStats } from '../feedback-entry';

/** Feedback counts from get_feedback_stats, which answers admins only. */
export async function readFeedbackStats(
  client: Pick<StoryCanvasClient, 'rpc'>,
): Promise<FeedbackStats> {
  const { data, error } = await client.rpc('get_feedback_stats');
  if (error) throw new Error(error.message);
  return data;
}
