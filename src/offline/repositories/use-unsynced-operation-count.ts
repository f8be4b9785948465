// Live count of queued operations not yet on the server (pending, in progress or failed),
// for the sync-status header and the warning before the tab closes.
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../db';
import { storeFailure } from './commit-local-write';
import { readLocal } from './read-local';

export function useUnsyncedOperationCount(): number | undefined {
  return useLiveQuery(
    () =>
      readLocal(storeFailure.query('operation_queue'), () =>
        getDb().operation_queue.where('status').anyOf('pending', 'in_progress', 'failed').count(),
      ),
    [],
  );
}
