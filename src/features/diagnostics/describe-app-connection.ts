import type { SyncStatus } from '@/offline';

const NETWORK_WORDS: Record<SyncStatus['network'], string> = {
  checking: 'checking (the first server health check has not answered yet)',
  online: 'online (the server health check answers)',
  offline: 'offline (the server health check does not answer; changes stay on this device)',
};

/** The app's own view of the connection (network monitor and sync), beside what the browser reports. */
export function describeAppConnection(status: SyncStatus): { label: string; value: string }[] {
  return [
    { label: 'App connection', value: NETWORK_WORDS[status.network] },
    {
      label: 'Last sync',
      value: status.syncing
        ? 'running now'
        : `${status.lastSyncedAt ? `succeeded at ${status.lastSyncedAt}` : 'none yet in this tab'}${status.lastError ? `; last error: ${status.lastError}` : ''}`,
    },
  ];
}
