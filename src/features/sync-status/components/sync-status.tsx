import { useSyncStatus } from '../hooks/use-sync-status';
import { describeSyncStatus } from '../describe-sync-status';
import * as styles from './sync-status.css';

/** Header status: offline, syncing, changes waiting and the last sync, plus a full-disk warning. */
export function SyncStatus() {
  const status = useSyncStatus();
  const { tone, label } = describeSyncStatus(status);
  return (
    <>
      <span className={styles.status} role="status" aria-live="polite" title={status.lastError ?? undefined}>
        <span className={styles.dot[tone]} aria-hidden="true" />
        {label}
      </span>
      {status.storage.full && (
        <p role="alert" className={styles.alert}>
          {status.storage.message}
        </p>
      )}
    </>
  );
}
