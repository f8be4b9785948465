// The kinds of feedback, as user_feedback.feedback_type allows them; written once for the feedback form,
// the admin triage filter and the database types.
export const FEEDBACK_TYPES = ['bug', 'feature', 'general', 'praise', 'complaint'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
