import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { FeedbackEntry } from '../feedback-entry';
import { queryOptions } from '@tanstack/react-query';
import { getSupabaseClient } from '@/lib/supabase-client';
import { userScope } from '@/lib/user-scope';

export const REDUCED_FEEDBACK_COLUMNS = 'id, message, feedback_type, created_at, status, priority';
const PERMISSION_DENIED = '42501';
export const LIST_RETRY_DELAY_MS = 1000;

export interface FeedbackList {
  entries: FeedbackEntry[];
  /** True when only the reduced columns could be read. */
  reduced: boolean;
}

async function readOnce(client: Pick<StoryCanvasClient, 'from'>): Promise<FeedbackList> {
  const full = await client
    .from('user_feedback')
    .select('*')
    .order('created_at', { ascending: false });
  if (!full.error) return { entries: full.data, reduced: false };
  if (full.error.code !== PERMISSION_DENIED) throw new Error(full.error.message);
  const reduced = await client
    .from('user_feedback')
    .select(REDUCED_FEEDBACK_COLUMNS)
    .order('created_at', { ascending: false });
  if (reduced.error) throw new Error(reduced.error.message);
  return { entries: reduced.data, reduced: true };
}

/**
 * All feedback, newest first (docs/product.md §7). A column grant may hide some fields from the admin, so a
 * permission error falls back to the columns every triage needs; any other failure is tried once more.
 */
export async function listAllFeedback(
  client: Pick<StoryCanvasClient, 'from'>,
  retryDelayMs = LIST_RETRY_DELAY_MS,
): Promise<FeedbackList> {
  try {
    return await readOnce(client);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return readOnce(client);
  }
}

export const allFeedbackQueryKey = (adminId: string) =>
  [...userScope(adminId), 'admin', 'all-feedback'] as const;

/** listAllFeedback already tries once more after 1 s (docs/product.md §7), so the cache does not retry on top. */
export const listAllFeedbackQueryOptions = (adminId: string) =>
  queryOptions({
    queryKey: allFeedbackQueryKey(adminId),
    queryFn: async () => listAllFeedback(await getSupabaseClient()),
    networkMode: 'always',
    retry: false,
  });
