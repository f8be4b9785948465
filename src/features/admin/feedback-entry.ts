import type { FeedbackPriority, FeedbackStatus } from '@shared/feedback-types.ts';

export {
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type FeedbackPriority,
  type FeedbackStatus,
} from '@shared/feedback-types.ts';
export type { DashboardStats, FeedbackStats } from '@shared/database.ts';

/** A user_feedback row as the admin list holds it; the reduced-column fallback leaves the optional fields out. */
export interface FeedbackEntry {
  id: string;
  message: string;
  feedback_type: string;
  created_at: string;
  status: FeedbackStatus;
  priority: FeedbackPriority;
  user_id?: string | null;
  email?: string | null;
  subject?: string | null;
  page_url?: string | null;
  admin_notes?: string | null;
  resolved_by?: string | null;
  resolved_at?: string | null;
}

/** 'in_progress' reads as 'in progress' on screen. */
export function labelFeedbackValue(value: string): string {
  return value.replace(/_/g, ' ');
}
