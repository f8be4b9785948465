import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { FeedbackStats } from '../feedback-entry';
import { queryOptions } from '@tanstack/react-query';
import { getSupabaseClient } from '@/lib/supabase-client';
import { userScope } from '@/lib/user-scope';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';

/** Feedback counts from get_feedback_stats, which answers admins only. */
export async function readFeedbackStats(
  client: Pick<StoryCanvasClient, 'rpc'>,
): Promise<FeedbackStats> {
  const { data, error } = await client.rpc('get_feedback_stats');
  if (error) throw new Error(error.message);
  return data;
}

export const feedbackStatsQueryKey = (adminId: string) =>
  [...userScope(adminId), 'admin', 'feedback-stats'] as const;

export const readFeedbackStatsQueryOptions = (adminId: string) =>
  queryOptions({
    queryKey: feedbackStatsQueryKey(adminId),
    queryFn: async () => readFeedbackStats(await getSupabaseClient()),
    networkMode: 'always',
    retry: retryOnceWhileOnline,
  });
