import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitFeedback } from '@/features/feedback/data/submit-feedback';
import { toFeedbackInsertRow } from '@/features/feedback/feedback-record';
import { readPendingFeedback } from '@/features/feedback/data/read-pending-feedback';
import { answerInserts, makeSubmission } from './pending-feedback-fixture';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('submitFeedback', () => {
  it('inserts every field the sender may write, with the id chosen on the device', async () => {
    const submission = makeSubmission({ subject: 'Reader', email: 'a@example.com' });
    const { insert, rows } = answerInserts({ status: 201 });
    const expectedRow = { ...submission };
    await expect(submitFeedback(submission, insert)).resolves.toEqual({
      status: 'sent',
      row: expectedRow,
    });
    expect(rows).toEqual([expectedRow]);
    expect(readPendingFeedback()).toEqual([]);
  });

  it('asks for the stored row back only for signed-in senders, whom RLS lets read their own feedback', async () => {
    const options: boolean[] = [];
    const insert = async (row: object, { returning }: { returning: boolean }) => {
      options.push(returning);
      return { data: returning ? { ...row, status: 'new' } : null, error: null, status: 201 };
    };
    const visitor = makeSubmission();
    await expect(submitFeedback(visitor, insert)).resolves.toEqual({
      status: 'sent',
      row: toFeedbackInsertRow(visitor),
    });
    const member = makeSubmission({ user_id: 'user-1', email: 'reader@example.com' });
    await expect(submitFeedback(member, insert)).resolves.toEqual({
      status: 'sent',
      row: { ...toFeedbackInsertRow(member), status: 'new' },
    });
    expect(options).toEqual([false, true]);
  });

  it('counts feedback the backend already holds under this id as sent', async () => {
    const submission = makeSubmission();
    const { insert } = answerInserts({
      error: { code: '23505', message: 'duplicate key value violates unique constraint' },
      status: 409,
    });
    await expect(submitFeedback(submission, insert)).resolves.toEqual({
      status: 'sent',
      row: toFeedbackInsertRow(submission),
    });
    expect(readPendingFeedback()).toEqual([]);
  });

  it('keeps the feedback as pending (new, medium) when the table is missing', async () => {
    const submission = makeSubmission();
    const { insert } = answerInserts({
      error: { code: 'PGRST205', message: 'Could not find the table' },
      status: 404,
    });
    await expect(submitFeedback(submission, insert)).resolves.toEqual({ status: 'saved-locally' });
    expect(readPendingFeedback()).toEqual([
      { ...submission, status: 'new', priority: 'medium', created_at: expect.any(String) },
    ]);
  });

  it('keeps the feedback as pending when the backend cannot be reached', async () => {
    const { insert } = answerInserts('unreachable');
    await expect(submitFeedback(makeSubmission(), insert)).resolves.toEqual({
      status: 'saved-locally',
    });
    expect(readPendingFeedback()).toHaveLength(1);
  });

  it('keeps the feedback as pending without trying while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { insert, rows } = answerInserts();
    await expect(submitFeedback(makeSubmission(), insert)).resolves.toEqual({
      status: 'saved-locally',
    });
    expect(rows).toEqual([]);
    expect(readPendingFeedback()[0]).toMatchObject({ status: 'new', priority: 'medium' });
  });

  it('reports a permission error without keeping the feedback', async () => {
    const { insert } = answerInserts({
      error: { code: '42501', message: 'permission denied' },
      status: 403,
    });
    await expect(submitFeedback(makeSubmission(), insert)).resolves.toEqual({
      status: 'failed',
      message: 'Permission denied. Please try logging in and submitting again.',
    });
    expect(readPendingFeedback()).toEqual([]);
  });
});
