import type { SyncStatus } from '@/offline';

export interface SyncStatusView extends SyncStatus {
  pendingCount: number;
  /** Operations that failed and wait for a retry; after a reload the last error is gone but they are not. */
  failedCount?: number;
}

export type SyncTone = 'online' | 'syncing' | 'offline' | 'problem';

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/**
 * A sync this recent reads "just now": its clock time would say no more. The page's first clock-time
 * formatter also loads the locale's data, tens of milliseconds of one task on a phone, and the
 * first sync ends while the page is starting; the time is formatted once the minute has passed.
 */
export const JUST_NOW_MS = 60_000;

let timeFormat: Intl.DateTimeFormat | undefined;

function formatSyncTime(iso: string, now: number): string {
  if (now - Date.parse(iso) < JUST_NOW_MS) return 'just now';
  timeFormat ??= new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' });
  return timeFormat.format(new Date(iso));
}

/** The one line the header shows, in plain words, and its colour. */
export function describeSyncStatus(
  status: SyncStatusView,
  now = Date.now(),
): { tone: SyncTone; label: string } {
  if (status.network === 'offline') {
    return {
      tone: 'offline',
      label:
        status.pendingCount > 0
          ? `Offline · ${changes(status.pendingCount)} saved on this device`
          : 'Offline',
    };
  }
  if (status.syncing) return { tone: 'syncing', label: 'Syncing…' };
  if (status.pendingCount > 0) {
    const failing = Boolean(status.lastError) || (status.failedCount ?? 0) > 0;
    const since = status.lastSyncedAt
      ? ` · last synced ${formatSyncTime(status.lastSyncedAt, now)}`
      : '';
    return {
      tone: failing ? 'problem' : 'syncing',
      label: `${changes(status.pendingCount)} waiting to sync${since}`,
    };
  }
  if (status.lastSyncedAt)
    return { tone: 'online', label: `Synced ${formatSyncTime(status.lastSyncedAt, now)}` };
  return {
    tone: 'online',
    label: status.network === 'checking' ? 'Checking connection…' : 'All changes saved',
  };
}
