// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeSyncStatus, JUST_NOW_MS } from '@/features/sync-status/describe-sync-status';

const base = {
  network: 'online' as const,
  syncing: false,
  lastSyncedAt: null,
  lastError: null,
  pendingCount: 0,
};

describe('describeSyncStatus', () => {
  it('offline says so, with the number of changes kept on the device', () => {
    expect(describeSyncStatus({ ...base, network: 'offline' })).toEqual({
      tone: 'offline',
      label: 'Offline',
    });
    expect(describeSyncStatus({ ...base, network: 'offline', pendingCount: 3 }).label).toBe(
      'Offline · 3 changes saved on this device',
    );
    expect(describeSyncStatus({ ...base, network: 'offline', pendingCount: 1 }).label).toBe(
      'Offline · 1 change saved on this device',
    );
  });

  it('a running sync (in this tab or another) shows syncing', () => {
    expect(describeSyncStatus({ ...base, syncing: true, pendingCount: 4 })).toEqual({
      tone: 'syncing',
      label: 'Syncing…',
    });
  });

  it('changes waiting show their count, flagged as a problem after a failed sync', () => {
    expect(describeSyncStatus({ ...base, pendingCount: 2 })).toEqual({
      tone: 'syncing',
      label: '2 changes waiting to sync',
    });
    expect(
      describeSyncStatus({ ...base, pendingCount: 2, lastError: 'Internal Server Error' }).tone,
    ).toBe('problem');
  });

  it('changes that failed stay flagged as a problem after a reload, when the last error is no longer known', () => {
    expect(describeSyncStatus({ ...base, pendingCount: 2, failedCount: 2 })).toEqual({
      tone: 'problem',
      label: '2 changes waiting to sync',
    });
    expect(describeSyncStatus({ ...base, pendingCount: 2, failedCount: 0 }).tone).toBe('syncing');
  });

  it('changes waiting still say when the last sync succeeded', () => {
    const label = describeSyncStatus({
      ...base,
      pendingCount: 1,
      lastSyncedAt: '2026-01-01T10:30:00.000Z',
    }).label;
    expect(label).toMatch(/^1 change waiting to sync · last synced \d{1,2}[:.]\d{2}/);
  });

  it('with nothing waiting it shows the last sync time', () => {
    const label = describeSyncStatus({ ...base, lastSyncedAt: '2026-01-01T10:30:00.000Z' }).label;
    expect(label).toMatch(/^Synced \d{1,2}[:.]\d{2}/);
    expect(describeSyncStatus({ ...base, network: 'checking' }).label).toBe('Checking connection…');
  });

  it('a sync less than a minute ago reads "just now" instead of its time', () => {
    const syncedAt = '2026-01-01T10:30:00.000Z';
    const now = Date.parse(syncedAt) + JUST_NOW_MS - 1;
    expect(describeSyncStatus({ ...base, lastSyncedAt: syncedAt }, now).label).toBe(
      'Synced just now',
    );
    expect(
      describeSyncStatus({ ...base, pendingCount: 2, lastSyncedAt: syncedAt }, now).label,
    ).toBe('2 changes waiting to sync · last synced just now');
    expect(describeSyncStatus({ ...base, lastSyncedAt: syncedAt }, now + 1).label).toMatch(
      /^Synced \d{1,2}[:.]\d{2}/,
    );
  });
});
