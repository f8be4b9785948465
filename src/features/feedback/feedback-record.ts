import { FEEDBACK_TYPES, type FeedbackType } from '@shared/feedback-types.ts';

export { FEEDBACK_TYPES, type FeedbackType };
export const DEFAULT_FEEDBACK_TYPE: FeedbackType = 'general';

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  bug: 'Bug report',
  feature: 'Feature request',
  general: 'General feedback',
  praise: 'Praise',
  complaint: 'Complaint',
};

/** docs/product.md §3 browser_info: what helps an admin reproduce what the sender saw. */
// A type, not an interface: it must fit the browser_info json column.
export type BrowserInfo = {
  userAgent: string;
  language: string;
  platform: string;
  cookieEnabled: boolean;
  onLine: boolean;
  screenResolution: string;
  colorDepth: number;
  viewportSize: string;
  url: string;
  referrer: string;
  timestamp: string;
};

/** What the sender wrote, as user_feedback columns; the id is chosen here so a repeated send is recognised. */
export interface FeedbackSubmission {
  id: string;
  user_id: string | null;
  email: string | null;
  feedback_type: FeedbackType;
  subject: string | null;
  message: string;
  page_url: string;
  user_agent: string;
  browser_info: BrowserInfo;
}

/** docs/product.md §3/§4: feedback kept on the device starts as new with medium priority. */
export interface PendingFeedback extends FeedbackSubmission {
  status: 'new';
  priority: 'medium';
  created_at: string;
}

export function isFeedbackType(value: unknown): value is FeedbackType {
  return typeof value === 'string' && (FEEDBACK_TYPES as readonly string[]).includes(value);
}

/** The columns a sender may insert (the table's column grants); dates and triage fields are the server's. */
export function toFeedbackInsertRow(feedback: FeedbackSubmission) {
  const {
    id,
    user_id,
    email,
    feedback_type,
    subject,
    message,
    page_url,
    user_agent,
    browser_info,
  } = feedback;
  return {
    id,
    user_id,
    email,
    feedback_type,
    subject,
    message,
    page_url,
    user_agent,
    browser_info,
  };
}
