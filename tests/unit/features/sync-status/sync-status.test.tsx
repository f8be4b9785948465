import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncStatus } from '@/features/sync-status';
import { JUST_NOW_MS } from '@/features/sync-status/describe-sync-status';
import { syncStatusStore } from '@/offline';

afterEach(() => {
  vi.useRealTimers();
  syncStatusStore.setState({ lastSyncedAt: null });
});

describe('SyncStatus', () => {
  it('says a sync that has just ended happened "just now", and shows its time once the minute has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    syncStatusStore.setState({ network: 'online', syncing: false, lastError: null });
    const { unmount } = render(<SyncStatus />);
    act(() => syncStatusStore.setState({ lastSyncedAt: new Date().toISOString() }));
    expect(screen.getByRole('status').textContent).toBe('Synced just now');

    await act(async () => vi.advanceTimersByTimeAsync(JUST_NOW_MS - 1_000));
    expect(screen.getByRole('status').textContent).toBe('Synced just now');
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('status').textContent).toMatch(/^Synced \d{1,2}[:.]\d{2}/);
    unmount();
    // The device store's live queries settle while the page still exists.
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
});
