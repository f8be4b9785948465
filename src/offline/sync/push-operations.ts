// The queue's executor: pushes one batch of queued operations (one table) to the server with one
// read and one write request — coalesce, fetch the server rows, resolve conflicts, upsert, and
// record the outcome on the device. Emits the conflict events of the sync lifecycle.
import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { ConflictRules } from './conflict-rules';
import { getRowStore, type StoryCanvasDB } from '../db';
import type { QueuedOperation, ServerRow, StoryTable } from '../offline-records';
import type { OperationExecutor, OperationOutcome } from '../queue/operation-queue';
import { describeFailure } from '../queue/classify-failure';
import { coalesceOperations } from './coalesce-operations';
import { fetchServerRows } from './fetch-server-rows';
import { planRecordWrite, type RecordPlan } from './plan-record-write';
import { writeServerRows, type RowWriteResult } from './write-server-rows';
import { applyPushResults } from './apply-push-results';
import type { SyncListener, SyncResult } from './sync-events';

export interface PushContext {
  db: StoryCanvasDB;
  client: StoryCanvasClient;
  rules: ConflictRules;
  emit: SyncListener;
  /** Tallies of the current run, filled in as batches succeed. */
  result: SyncResult;
}

function announceConflicts(context: PushContext, table: StoryTable, plans: RecordPlan[]): void {
  for (const plan of plans) {
    if (!plan.conflict) continue;
    context.result.conflicts += 1;
    context.emit({ type: 'conflict_detected', table, recordId: plan.record.recordId });
    context.emit({
      type: 'conflict_resolved',
      table,
      recordId: plan.record.recordId,
      winner: plan.conflict,
    });
  }
}

function countSynced(context: PushContext, table: StoryTable, synced: number): void {
  if (table === 'stories') context.result.syncedStories += synced;
  else context.result.syncedSegments += synced;
}

function outcomeOf(plan: RecordPlan, written: Map<string, RowWriteResult>): OperationOutcome {
  if (plan.action !== 'write') return { ok: true };
  const result = written.get(plan.record.recordId);
  // The server must echo every row it wrote; a missing echo is not proof the write landed.
  if (!result) return { ok: false, error: new Error('The server did not confirm this change') };
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

/** A whole batch failed (offline, 5xx): the queue fails its operations; the run's result names why. */
function rethrowRecorded(context: PushContext, error: unknown): never {
  context.result.errors.push(describeFailure(error));
  throw error;
}

export function createPushExecutor(context: PushContext): OperationExecutor {
  return async (operations: QueuedOperation[], table: StoryTable) => {
    const records = coalesceOperations(operations);
    const ids = records.map((record) => record.recordId);
    const store = getRowStore(context.db, table);
    const [locals, servers] = await Promise.all([
      store.bulkGet(ids),
      fetchServerRows(context.client, table, ids),
    ]).catch((error: unknown) => rethrowRecorded(context, error));
    const plans = records.map((record, index) =>
      planRecordWrite(table, record, locals[index], servers.get(record.recordId), context.rules),
    );
    announceConflicts(context, table, plans);

    const rows = plans
      .filter((plan) => plan.action === 'write')
      .map((plan) => plan.row as ServerRow);
    const written = await writeServerRows(context.client, table, rows).catch((error: unknown) =>
      rethrowRecorded(context, error),
    );
    await applyPushResults(context.db, table, plans, written);

    const outcomes = new Map<string, OperationOutcome>();
    let synced = 0;
    for (const plan of plans) {
      const outcome = outcomeOf(plan, written);
      if (outcome.ok) synced += 1;
      else context.result.errors.push(describeFailure(outcome.error));
      for (const operation of plan.record.operations) outcomes.set(operation.id, outcome);
    }
    countSynced(context, table, synced);
    return outcomes;
  };
}
