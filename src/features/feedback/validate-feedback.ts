import { isFeedbackType } from './feedback-record';

export const FEEDBACK_MESSAGE_REQUIRED = 'Please enter your feedback message';
export const FEEDBACK_TYPE_REQUIRED = 'Please select a feedback type';

export interface FeedbackDraft {
  message: string;
  feedbackType: string;
  subject: string;
  email: string;
}

export interface FeedbackErrors {
  message?: string;
  feedbackType?: string;
}

/** docs/product.md §5: a non-blank message and one of the five types are required; subject and email are optional. */
export function validateFeedback(
  draft: Pick<FeedbackDraft, 'message' | 'feedbackType'>,
): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (draft.message.trim() === '') errors.message = FEEDBACK_MESSAGE_REQUIRED;
  if (!isFeedbackType(draft.feedbackType)) errors.feedbackType = FEEDBACK_TYPE_REQUIRED;
  return errors;
}

export function hasFeedbackErrors(errors: FeedbackErrors): boolean {
  return errors.message !== undefined || errors.feedbackType !== undefined;
}
