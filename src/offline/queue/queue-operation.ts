// The one way a write enters the operation queue, for every repository and the migration: called
// inside the Dexie transaction that makes the local change, so the change never exists without its
// operation (see repositories/commit-local-write.ts).
import type { StoryCanvasDB } from '../db';
import type { OperationType, QueuedOperation, StoryTable } from '../offline-records';
import { buildOperation } from './build-operation';

export async function queueOperation(
  db: StoryCanvasDB,
  operationType: OperationType,
  targetTable: StoryTable,
  recordId: string,
  payload: Record<string, unknown>,
): Promise<QueuedOperation> {
  const operation = buildOperation(operationType, targetTable, recordId, payload);
  await db.operation_queue.add(operation);
  return operation;
}
