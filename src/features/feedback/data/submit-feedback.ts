import { classifyFeedbackError, isAlreadyDeliveredError } from '../classify-feedback-error';
import { toFeedbackInsertRow, type FeedbackSubmission } from '../feedback-record';
import {
  insertFeedbackRow,
  type InsertFeedback,
  type InsertFeedbackOutcome,
} from './insert-feedback-row';
import { savePendingFeedback } from './save-pending-feedback';

export type SubmitFeedbackResult =
  | { status: 'sent'; row: unknown }
  | { status: 'saved-locally' }
  | { status: 'failed'; message: string };

function keepLocally(submission: FeedbackSubmission): SubmitFeedbackResult {
  savePendingFeedback(submission);
  return { status: 'saved-locally' };
}

/** Inserts the feedback and returns the stored row; unreachable backend or missing table keeps it on the device. */
export async function submitFeedback(
  submission: FeedbackSubmission,
  insert: InsertFeedback = insertFeedbackRow,
): Promise<SubmitFeedbackResult> {
  if (!navigator.onLine) return keepLocally(submission);
  let outcome: InsertFeedbackOutcome;
  try {
    // Visitors may add feedback but not read it back (RLS), so only a signed-in sender asks for the stored row.
    outcome = await insert(toFeedbackInsertRow(submission), {
      returning: submission.user_id !== null,
    });
  } catch {
    // No client or no response at all: the backend is out of reach, not refusing.
    return keepLocally(submission);
  }
  if (!outcome.error || isAlreadyDeliveredError(outcome.error))
    return { status: 'sent', row: outcome.data ?? toFeedbackInsertRow(submission) };
  const verdict = classifyFeedbackError({ ...outcome.error, status: outcome.status });
  return verdict.kind === 'keep-locally'
    ? keepLocally(submission)
    : { status: 'failed', message: verdict.message };
}
