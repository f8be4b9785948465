// Builds a new queued operation row (status pending, no attempts used), for queueOperation, which
// writes it in the same Dexie transaction as the local change.
import type { OperationType, QueuedOperation, StoryTable } from '../offline-records';
import { assertOperationType, assertStoryTable } from './validate-operation';

let lastCreatedAt = 0;

// Two edits of one record in the same millisecond must still replay in the order they were made.
function nextCreatedAt(): string {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return new Date(lastCreatedAt).toISOString();
}

export function buildOperation(
  operationType: OperationType,
  targetTable: StoryTable,
  recordId: string,
  payload: Record<string, unknown>,
): QueuedOperation {
  assertStoryTable(targetTable);
  assertOperationType(operationType);
  return {
    id: crypto.randomUUID(),
    operationType,
    targetTable,
    recordId,
    payload,
    createdAt: nextCreatedAt(),
    retryCount: 0,
    status: 'pending',
  };
}
