// A change made offline that the server refused, whose request /family no longer lists, is shown
// with the server's words and can be dismissed, rather than left in storage unseen.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnsentGrownUpChanges } from '@/features/family/components/unsent-grown-up-changes';
import type { QueuedGrownUpChange } from '@/features/family/sync/grown-up-change';

const refused: QueuedGrownUpChange = {
  id: 'q1',
  userId: 'parent-1',
  queuedAt: '2026-11-26T12:00:00Z',
  change: { kind: 'approve', storyId: 's-kite', title: 'The kite', version: 'a'.repeat(64) },
  refusal: 'Story not found: only its author can publish it, once it has synced',
};

describe('changes not sent from this device', () => {
  it('shows a refused change with the server’s words, and dismissing it says which', () => {
    const onDismiss = vi.fn();
    render(<UnsentGrownUpChanges changes={[refused]} onDismiss={onDismiss} />);
    expect(screen.getByRole('heading', { name: 'Not sent from this device' })).toBeTruthy();
    expect(
      screen.getByText(
        'Approve The kite: not sent. Story not found: only its author can publish it, once it has synced',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Approve The kite' }));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(refused);
  });

  it('shows nothing when every change is listed elsewhere', () => {
    const { container } = render(<UnsentGrownUpChanges changes={[]} onDismiss={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });
});
