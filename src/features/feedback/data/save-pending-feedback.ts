import type { FeedbackSubmission, PendingFeedback } from '../feedback-record';
import { readPendingFeedback, writePendingFeedback } from './read-pending-feedback';

/** docs/product.md §3/§4: the local fallback marks feedback new with medium priority. */
export function savePendingFeedback(
  submission: FeedbackSubmission,
  now: Date = new Date(),
): PendingFeedback {
  const pending: PendingFeedback = {
    ...submission,
    status: 'new',
    priority: 'medium',
    created_at: now.toISOString(),
  };
  const others = readPendingFeedback().filter((entry) => entry.id !== pending.id);
  writePendingFeedback([...others, pending]);
  return pending;
}
