import { useEffect, useState } from 'react';
import { retryFailedChanges, useSyncStatus } from '../hooks/use-sync-status';
import { describeSyncStatus, JUST_NOW_MS } from '../describe-sync-status';
import { button } from '@/ui';
import * as styles from './sync-status.css';

/** Header status: offline, syncing, changes waiting and the last sync, a Retry for failed changes, plus a full-disk warning. */
export function SyncStatus() {
  const status = useSyncStatus();
  useRenderPastJustNow(status.lastSyncedAt);
  const { tone, label } = describeSyncStatus(status);
  return (
    <>
      <span
        className={styles.status}
        role="status"
        aria-live="polite"
        title={status.lastError ?? label}
      >
        <span className={styles.dot[tone]} aria-hidden="true" />
        <span className={styles.label}>{label}</span>
      </span>
      {status.failedCount > 0 && status.network === 'online' && !status.syncing ? (
        <button type="button" className={button({ tone: 'quiet' })} onClick={retryFailedChanges}>
          Retry sync
        </button>
      ) : null}
      {status.storage.full && (
        <p role="alert" className={styles.alert}>
          {status.storage.message}
        </p>
      )}
    </>
  );
}

/** Renders the status again once its last sync is no longer "just now", to show its time. */
function useRenderPastJustNow(lastSyncedAt: string | null): void {
  const [, setRenders] = useState(0);
  useEffect(() => {
    if (!lastSyncedAt) return;
    const remaining = Date.parse(lastSyncedAt) + JUST_NOW_MS - Date.now();
    if (remaining < 0) return;
    // A little after the minute, so the clock has surely passed it when the status renders.
    const timer = setTimeout(() => setRenders((count) => count + 1), remaining + 50);
    return () => clearTimeout(timer);
  }, [lastSyncedAt]);
}
