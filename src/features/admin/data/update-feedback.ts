import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { Update } from '@shared/database.ts';
import type { FeedbackPriority, FeedbackStatus } from '../feedback-entry';

export interface FeedbackTriage {
  status: FeedbackStatus;
  priority: FeedbackPriority;
  adminNotes: string;
}

/**
 * Saves an admin's triage of one feedback row. Resolving records who and when; reopening clears
 * both so the row does not claim a resolution it no longer has. Returns the saved row's fields.
 */
export async function updateFeedback(
  client: Pick<StoryCanvasClient, 'from'>,
  id: string,
  triage: FeedbackTriage,
  adminId: string,
) {
  const notes = triage.adminNotes.trim();
  const changes: Update<'user_feedback'> = {
    status: triage.status,
    priority: triage.priority,
    admin_notes: notes === '' ? null : notes,
  };
  if (triage.status === 'resolved') {
    changes.resolved_by = adminId;
    changes.resolved_at = new Date().toISOString();
  } else if (triage.status === 'new' || triage.status === 'in_progress') {
    changes.resolved_by = null;
    changes.resolved_at = null;
  }
  const { data, error } = await client
    .from('user_feedback')
    .update(changes)
    .eq('id', id)
    .select('id, status, priority, admin_notes, resolved_by, resolved_at');
  if (error) throw new Error(error.message);
  // RLS turns a non-admin's update into one that matches no row rather than an error.
  if (!data || data.length === 0) throw new Error('No feedback row was updated');
  return data[0];
}
