import { queryOptions } from '@tanstack/react-query';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';
import { getSupabaseClient, type StoryCanvasClient } from '@/lib/supabase-client';
import { userScope } from '@/lib/user-scope';

/** One of the user's own feedback rows as the settings page shows it. */
export interface OwnFeedback {
  id: string;
  feedback_type: string;
  subject: string | null;
  message: string;
  status: string;
  created_at: string;
}

/** The signed-in user's feedback, newest first (docs/product.md §7); RLS keeps everyone else's out as well. */
export async function listOwnFeedback(
  client: Pick<StoryCanvasClient, 'from'>,
  userId: string,
): Promise<OwnFeedback[]> {
  const { data, error } = await client
    .from('user_feedback')
    .select('id, feedback_type, subject, message, status, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

export const ownFeedbackQueryKey = (userId: string) =>
  [...userScope(userId), 'own-feedback'] as const;

/** Sending feedback invalidates this list, so what was just sent shows when the list is next seen. */
export const listOwnFeedbackQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ownFeedbackQueryKey(userId),
    queryFn: async () => listOwnFeedback(await getSupabaseClient(), userId),
    networkMode: 'always',
    retry: retryOnceWhileOnline,
  });
