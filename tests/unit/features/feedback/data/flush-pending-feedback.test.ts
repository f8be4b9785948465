import { beforeEach, describe, expect, it } from 'vitest';
import { flushPendingFeedback } from '@/features/feedback/data/flush-pending-feedback';
import { readPendingFeedback } from '@/features/feedback/data/read-pending-feedback';
import { savePendingFeedback } from '@/features/feedback/data/save-pending-feedback';
import { toFeedbackInsertRow } from '@/features/feedback/feedback-record';
import { answerInserts, makeSubmission } from './pending-feedback-fixture';

beforeEach(() => localStorage.clear());

describe('flushPendingFeedback', () => {
  it('sends every pending feedback oldest first and forgets the ones accepted', async () => {
    const first = savePendingFeedback(makeSubmission({ message: 'first' }));
    const second = savePendingFeedback(makeSubmission({ message: 'second' }));
    const { insert, rows } = answerInserts({ status: 201 }, { status: 201 });

    await expect(flushPendingFeedback(insert)).resolves.toEqual({ sent: 2, remaining: 0 });

    expect(rows.map((row) => row.message)).toEqual(['first', 'second']);
    expect(rows[0]).toEqual(toFeedbackInsertRow(first));
    expect(rows[1]).toEqual(toFeedbackInsertRow(second));
    // Only the columns a sender may write: the table assigns created_at and starts triage at new/medium.
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'browser_info',
      'email',
      'feedback_type',
      'id',
      'message',
      'page_url',
      'subject',
      'user_agent',
      'user_id',
    ]);
    expect(rows[0]!.id).toBe(first.id);
    expect(readPendingFeedback()).toEqual([]);
  });

  it('stops at the first retry-later answer and keeps the rest for next time', async () => {
    savePendingFeedback(makeSubmission({ message: 'first' }));
    const second = savePendingFeedback(makeSubmission({ message: 'second' }));
    const third = savePendingFeedback(makeSubmission({ message: 'third' }));
    const { insert, rows } = answerInserts(
      { status: 201 },
      { error: { code: 'PGRST205', message: 'Could not find the table' }, status: 404 },
    );

    await expect(flushPendingFeedback(insert)).resolves.toEqual({ sent: 1, remaining: 2 });

    expect(rows).toHaveLength(2);
    expect(readPendingFeedback().map((entry) => entry.id)).toEqual([second.id, third.id]);
  });

  it('keeps a rejected entry but still sends the others', async () => {
    const refused = savePendingFeedback(makeSubmission({ message: 'refused' }));
    savePendingFeedback(makeSubmission({ message: 'fine' }));
    const { insert } = answerInserts(
      { error: { code: '42501', message: 'permission denied' }, status: 403 },
      { status: 201 },
    );
    await expect(flushPendingFeedback(insert)).resolves.toEqual({ sent: 1, remaining: 1 });
    expect(readPendingFeedback().map((entry) => entry.id)).toEqual([refused.id]);
  });

  it('forgets an entry the backend already holds, so a send cut short by closing the page is not stored twice', async () => {
    savePendingFeedback(makeSubmission({ message: 'sent before the page closed' }));
    const { insert } = answerInserts({
      error: { code: '23505', message: 'duplicate key value violates unique constraint' },
      status: 409,
    });
    await expect(flushPendingFeedback(insert)).resolves.toEqual({ sent: 1, remaining: 0 });
    expect(readPendingFeedback()).toEqual([]);
  });

  it('keeps everything when the backend cannot be reached', async () => {
    savePendingFeedback(makeSubmission());
    const { insert } = answerInserts('unreachable');
    await expect(flushPendingFeedback(insert)).resolves.toEqual({ sent: 0, remaining: 1 });
  });

  it('runs one flush at a time, so concurrent calls do not send twice', async () => {
    savePendingFeedback(makeSubmission());
    const { insert, rows } = answerInserts({ status: 201 });
    const [a, b] = await Promise.all([flushPendingFeedback(insert), flushPendingFeedback(insert)]);
    expect(a).toEqual({ sent: 1, remaining: 0 });
    expect(b).toBe(a);
    expect(rows).toHaveLength(1);
  });
});
