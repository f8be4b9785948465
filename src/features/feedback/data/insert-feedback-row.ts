import { getSupabaseClient } from '@/lib/supabase-client';
import type { Insert } from '@shared/database.ts';
import type { FeedbackBackendError } from '../classify-feedback-error';

export interface InsertFeedbackOutcome {
  data: unknown;
  error: FeedbackBackendError | null;
  status: number;
}

export type InsertFeedback = (
  row: Insert<'user_feedback'>,
  options: { returning: boolean },
) => Promise<InsertFeedbackOutcome>;

/** One insert into public.user_feedback; rejects only when no client can be made (backend config unreachable). */
export const insertFeedbackRow: InsertFeedback = async (row, { returning }) => {
  const client = await getSupabaseClient();
  const insert = client.from('user_feedback').insert(row);
  const { data, error, status } = returning ? await insert.select().single() : await insert;
  return { data, error, status };
};
