// Folds a batch's operations on the same record into one write, for the push step: an insert and
// three edits of a story become one row, and a record created and deleted offline sends nothing.
import type { QueuedOperation } from '../offline-records';

export interface CoalescedRecord {
  recordId: string;
  operations: QueuedOperation[];
  /** Payloads merged oldest to newest: the latest value of every touched column. */
  payload: Record<string, unknown>;
  inserted: boolean;
  deleted: boolean;
}

export function coalesceOperations(operations: QueuedOperation[]): CoalescedRecord[] {
  const byRecord = new Map<string, CoalescedRecord>();
  const ordered = [...operations].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const operation of ordered) {
    const record = byRecord.get(operation.recordId) ?? {
      recordId: operation.recordId,
      operations: [],
      payload: {},
      inserted: false,
      deleted: false,
    };
    record.operations.push(operation);
    record.payload = { ...record.payload, ...operation.payload };
    if (operation.operationType === 'insert') record.inserted = true;
    if (operation.operationType === 'delete') record.deleted = true;
    byRecord.set(operation.recordId, record);
  }
  return [...byRecord.values()];
}
