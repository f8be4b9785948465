// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classifyFeedbackError } from '@/features/feedback/classify-feedback-error';

describe('feedback error to message (docs/product.md §8)', () => {
  it.each([
    [
      'missing table (PostgREST schema cache)',
      { code: 'PGRST205', message: "Could not find the table 'public.user_feedback'", status: 404 },
    ],
    [
      'missing relation (Postgres)',
      { code: '42P01', message: 'relation "public.user_feedback" does not exist', status: 404 },
    ],
    ['no response at all', { code: '', message: 'TypeError: Failed to fetch', status: 0 }],
    ['gateway down', { message: 'Bad Gateway', status: 502 }],
    ['REST not routed', { message: '', status: 404 }],
  ])('keeps the feedback locally on %s', (_case, error) => {
    expect(classifyFeedbackError(error)).toEqual({ kind: 'keep-locally' });
  });

  it('maps a permission error to the sign-in hint', () => {
    expect(
      classifyFeedbackError({
        code: '42501',
        message: 'new row violates row-level security policy',
        status: 403,
      }),
    ).toEqual({
      kind: 'failed',
      message: 'Permission denied. Please try logging in and submitting again.',
    });
  });

  it('names the cause of other failures', () => {
    expect(
      classifyFeedbackError({ code: '23514', message: 'value too long', status: 400 }),
    ).toEqual({
      kind: 'failed',
      message: 'Failed to submit feedback: value too long',
    });
  });

  it('falls back to the generic message when there is no cause', () => {
    expect(classifyFeedbackError({ code: '23514', message: '  ', status: 400 })).toEqual({
      kind: 'failed',
      message: 'Failed to submit feedback. Please try again.',
    });
  });
});
