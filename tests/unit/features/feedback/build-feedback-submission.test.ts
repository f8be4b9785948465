import { describe, expect, it } from 'vitest';
import { buildFeedbackSubmission } from '@/features/feedback/build-feedback-submission';

const draft = {
  message: '  <script>alert(1)</script>The map page is slow  ',
  feedbackType: 'bug' as const,
  subject: '  Maps ',
  email: ' visitor@example.com ',
};

describe('buildFeedbackSubmission', () => {
  it('sanitises and trims the text, and records a visitor with the email they gave', () => {
    const row = buildFeedbackSubmission(draft, null);
    expect(row).toMatchObject({
      user_id: null,
      email: 'visitor@example.com',
      feedback_type: 'bug',
      subject: 'Maps',
      message: 'The map page is slow',
      page_url: location.href,
      user_agent: navigator.userAgent,
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.browser_info.url).toBe(location.href);
  });

  it('uses the signed-in user and their account email, ignoring the form email', () => {
    const row = buildFeedbackSubmission(draft, { id: 'user-1', email: 'reader@example.com' });
    expect(row).toMatchObject({ user_id: 'user-1', email: 'reader@example.com' });
  });

  it('stores empty optional fields as null', () => {
    const row = buildFeedbackSubmission({ ...draft, subject: '   ', email: '' }, null);
    expect(row.subject).toBeNull();
    expect(row.email).toBeNull();
  });

  it('gives every submission its own id, so a retry cannot store it twice', () => {
    expect(buildFeedbackSubmission(draft, null).id).not.toBe(
      buildFeedbackSubmission(draft, null).id,
    );
  });
});
