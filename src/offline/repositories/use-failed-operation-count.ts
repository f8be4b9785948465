// Live count of queued operations that failed and wait for a retry, for the header's Retry button.
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../db';
import { storeFailure } from './commit-local-write';
import { readLocal } from './read-local';

export function useFailedOperationCount(): number | undefined {
  return useLiveQuery(
    () =>
      readLocal(storeFailure.query('operation_queue'), () =>
        getDb().operation_queue.where('status').equals('failed').count(),
      ),
    [],
  );
}
