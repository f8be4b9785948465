// The kinds, statuses and priorities of feedback, as user_feedback's check constraints allow them;
// written once for the feedback form, the admin triage and the database types.
export const FEEDBACK_TYPES = ['bug', 'feature', 'general', 'praise', 'complaint'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
