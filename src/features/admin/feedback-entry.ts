export const FEEDBACK_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;
export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export { FEEDBACK_TYPES } from '@shared/feedback-types.ts';

export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];

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

export interface FeedbackStats {
  total: number;
  by_status: Record<string, number>;
  by_type: Record<string, number>;
  by_priority: Record<string, number>;
}

export interface DashboardStats {
  users: number;
  stories: number;
  public_stories: number;
  stories_this_month: number;
  feedback_by_status: Record<string, number>;
}

/** 'in_progress' reads as 'in progress' on screen. */
export function labelFeedbackValue(value: string): string {
  return value.replace(/_/g, ' ');
}
