import type { SyncStatus } from '@/offline';

export interface SyncStatusView extends SyncStatus {
  pendingCount: number;
  /** Operations that failed and wait for a retry; after a reload the last error is gone but they are not. */
  failedCount?: number;
}

export type SyncTone = 'online' | 'syncing' | 'offline' | 'problem';

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

let timeFormat: Intl.DateTimeFormat | undefined;

function readTimeFormat(): Intl.DateTimeFormat {
  timeFormat ??= new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' });
  return timeFormat;
}

// The first time formatter of a page loads the locale's data, tens of milliseconds on a phone: it
// is made in an idle moment of its own once this module loads, not inside the header's first
// render after a sync (toLocaleTimeString also made a new one on every call).
if (typeof requestIdleCallback === 'function') requestIdleCallback(readTimeFormat);

function formatTime(iso: string): string {
  return readTimeFormat().format(new Date(iso));
}

/** The one line the header shows, in plain words, and its colour. */
export function describeSyncStatus(status: SyncStatusView): { tone: SyncTone; label: string } {
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
    const since = status.lastSyncedAt ? ` · last synced ${formatTime(status.lastSyncedAt)}` : '';
    return {
      tone: failing ? 'problem' : 'syncing',
      label: `${changes(status.pendingCount)} waiting to sync${since}`,
    };
  }
  if (status.lastSyncedAt)
    return { tone: 'online', label: `Synced ${formatTime(status.lastSyncedAt)}` };
  return {
    tone: 'online',
    label: status.network === 'checking' ? 'Checking connection…' : 'All changes saved',
  };
}
