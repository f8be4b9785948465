import { useUnsyncedOperationCount } from '@/offline';
import { useUnsyncedChangesWarning } from '../hooks/use-unsynced-changes-warning';

/** Asks before the tab closes while changes wait to sync; lives in the layout, so a hidden header (slideshow) does not drop it. */
export function UnsyncedChangesGuard() {
  useUnsyncedChangesWarning(useUnsyncedOperationCount() ?? 0);
  return null;
}
