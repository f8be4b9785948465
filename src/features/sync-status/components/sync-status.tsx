import { retryFailedChanges, useSyncStatus } from '../hooks/use-sync-status';
import { describeSyncStatus } from '../describe-sync-status';
import { button } from '@/ui';
import * as styles from './sync-status.css';

/** Header status: offline, syncing, changes waiting and the last sync, a Retry for failed changes, plus a full-disk warning. */
export function SyncStatus() {
  const status = useSyncStatus();
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
