export const FEEDBACK_SUCCESS_MESSAGE = 'Thank you for your feedback! We appreciate your input.';
export const FEEDBACK_SAVED_LOCALLY_MESSAGE =
  'Feedback is not available right now. Your feedback is saved locally and will be processed later.';
export const FEEDBACK_PERMISSION_MESSAGE =
  'Permission denied. Please try logging in and submitting again.';
export const FEEDBACK_GENERIC_FAILURE_MESSAGE = 'Failed to submit feedback. Please try again.';

export interface FeedbackBackendError {
  code?: string | null;
  message?: string | null;
  /** HTTP status of the response, 0 or absent when no response arrived. */
  status?: number;
}

export type FeedbackErrorVerdict = { kind: 'keep-locally' } | { kind: 'failed'; message: string };

const MISSING_TABLE_CODES = new Set(['PGRST205', '42P01']);
const PERMISSION_CODES = new Set(['42501']);
const UNREACHABLE_PATTERNS = [
  /failed to fetch/i,
  /networkerror/i,
  /network request failed/i,
  /fetch failed/i,
  /load failed/i,
];

const UNIQUE_VIOLATION = '23505';

/** The backend already holds feedback with this id: an earlier send arrived though its answer did not. */
export function isAlreadyDeliveredError(error: FeedbackBackendError): boolean {
  return error.code === UNIQUE_VIOLATION;
}

/** The backend cannot take feedback right now (table missing, server or network down): keep it on the device. */
export function isRetryLaterError(error: FeedbackBackendError): boolean {
  if (error.code && MISSING_TABLE_CODES.has(error.code)) return true;
  const message = error.message ?? '';
  if (/relation .*user_feedback.* does not exist/i.test(message)) return true;
  if (error.code) return false;
  // No PostgREST code: the gateway or network answered, not the database (down, or REST not routed yet).
  if (
    error.status !== undefined &&
    (error.status === 0 || error.status === 404 || error.status >= 500)
  )
    return true;
  return UNREACHABLE_PATTERNS.some((pattern) => pattern.test(message));
}

/** docs/product.md §8: which message the sender sees for a failed insert, or that it is kept locally. */
export function classifyFeedbackError(error: FeedbackBackendError): FeedbackErrorVerdict {
  if (isRetryLaterError(error)) return { kind: 'keep-locally' };
  if (error.code && PERMISSION_CODES.has(error.code))
    return { kind: 'failed', message: FEEDBACK_PERMISSION_MESSAGE };
  const detail = error.message?.trim();
  return {
    kind: 'failed',
    message: detail ? `Failed to submit feedback: ${detail}` : FEEDBACK_GENERIC_FAILURE_MESSAGE,
  };
}
