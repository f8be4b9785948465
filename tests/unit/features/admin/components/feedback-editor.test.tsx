import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackEditor } from '@/features/admin/components/feedback-editor';
import type { FeedbackTriage } from '@/features/admin/data/update-feedback';
import type { FeedbackEntry } from '@/features/admin/feedback-entry';

afterEach(cleanup);

const entry: FeedbackEntry = {
  id: 'f1',
  message: 'The dragon vanished',
  feedback_type: 'bug',
  created_at: '2026-11-20T10:00:00Z',
  status: 'new',
  priority: 'medium',
  admin_notes: null,
};

function saveNotes(notes: string) {
  const onSave = vi.fn<(triage: FeedbackTriage) => Promise<void>>(() => Promise.resolve());
  render(<FeedbackEditor entry={entry} onSave={onSave} />);
  fireEvent.change(screen.getByLabelText('Admin notes'), { target: { value: notes } });
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in_progress' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return onSave;
}

describe('FeedbackEditor sanitises the admin notes on save (docs/product.md §5)', () => {
  it('saves the notes typed, quotes and & kept, without a script block or an img onerror', async () => {
    const onSave = saveNotes(
      ` Can't reproduce "it" on Tom's & Ann's phones <img src=x onerror=alert(1)><script>alert(2)</script> `,
    );
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      status: 'in_progress',
      priority: 'medium',
      adminNotes: `Can't reproduce "it" on Tom's & Ann's phones`,
    });
    expect((screen.getByLabelText('Admin notes') as HTMLTextAreaElement).value).toBe(
      `Can't reproduce "it" on Tom's & Ann's phones`,
    );
  });
});
