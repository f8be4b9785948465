import { sanitiseInput } from '@/lib/sanitise-input';
import { collectBrowserInfo } from './collect-browser-info';
import type { FeedbackSubmission, FeedbackType } from './feedback-record';

export interface FeedbackSender {
  id: string;
  email: string | null;
}

export interface CleanFeedbackDraft {
  message: string;
  feedbackType: FeedbackType;
  subject: string;
  email: string;
}

function optional(value: string): string | null {
  const clean = sanitiseInput(value);
  return clean === '' ? null : clean;
}

/** Turns the form into a user_feedback row: sanitised text, the sender if signed in, and browser details. */
export function buildFeedbackSubmission(
  draft: CleanFeedbackDraft,
  sender: FeedbackSender | null,
): FeedbackSubmission {
  const browserInfo = collectBrowserInfo();
  return {
    id: crypto.randomUUID(),
    user_id: sender?.id ?? null,
    email: sender ? sender.email : optional(draft.email),
    feedback_type: draft.feedbackType,
    subject: optional(draft.subject),
    message: sanitiseInput(draft.message),
    page_url: browserInfo.url,
    user_agent: browserInfo.userAgent,
    browser_info: browserInfo,
  };
}
