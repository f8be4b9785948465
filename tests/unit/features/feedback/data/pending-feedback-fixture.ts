import type { FeedbackSubmission } from '@/features/feedback/feedback-record';
import type {
  InsertFeedback,
  InsertFeedbackOutcome,
} from '@/features/feedback/data/insert-feedback-row';

export function makeSubmission(overrides: Partial<FeedbackSubmission> = {}): FeedbackSubmission {
  return {
    id: crypto.randomUUID(),
    user_id: null,
    email: null,
    feedback_type: 'general',
    subject: null,
    message: 'The reader is lovely',
    page_url: 'http://localhost/',
    user_agent: 'test-agent',
    browser_info: {
      userAgent: 'test-agent',
      language: 'en',
      platform: 'Linux',
      cookieEnabled: true,
      onLine: true,
      screenResolution: '1280x720',
      colorDepth: 24,
      viewportSize: '1280x720',
      url: 'http://localhost/',
      referrer: '',
      timestamp: '2026-11-22T20:00:00.000Z',
    },
    ...overrides,
  };
}

/** Answers inserts in order with the given PostgREST-shaped outcomes and records every row it received. */
export function answerInserts(...outcomes: Array<Partial<InsertFeedbackOutcome> | 'unreachable'>) {
  const rows: Array<Record<string, unknown>> = [];
  const insert: InsertFeedback = async (row) => {
    rows.push(row as Record<string, unknown>);
    const next = outcomes.shift() ?? {};
    if (next === 'unreachable') throw new TypeError('Failed to fetch');
    return { data: next.error ? null : row, error: next.error ?? null, status: next.status ?? 201 };
  };
  return { insert, rows };
}
