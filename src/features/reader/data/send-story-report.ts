import { getSupabaseClient } from '@/lib/supabase-client';
import type { StoryReportReason } from '@/lib/story-report-reasons';

export type StoryReportOutcome = 'sent' | 'already-reported';

/** Reports a published story to the admins as the signed-in reader; once per reader and story. */
export async function sendStoryReport(
  storyId: string,
  reason: StoryReportReason,
  note: string,
): Promise<StoryReportOutcome> {
  const client = await getSupabaseClient();
  const { error } = await client
    .from('story_reports')
    .insert({ story_id: storyId, reason, note: note.trim() });
  if (!error) return 'sent';
  if (error.code === '23505') return 'already-reported';
  throw new Error(error.message);
}
