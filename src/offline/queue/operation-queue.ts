// The operation queue's state machine, for the sync engine that replays it and the header that
// counts it: pending → in_progress → completed (then deleted); in_progress → failed with
// retryCount + 1 and the error kept; failed → pending on a scheduled or a manual retry.
import { STORY_TABLES, type QueuedOperation, type StoryTable } from '../offline-records';
import type { StoryCanvasDB } from '../db';
import { RETRY_SETTINGS, SYNC_BATCH_SIZE } from './retry-settings';
import { computeRetryDelay } from './compute-retry-delay';
import {
  classifyFailure,
  describeFailure,
  OFFLINE_MESSAGE,
  type FailureKind,
} from './classify-failure';

export type OperationOutcome = { ok: true } | { ok: false; error: unknown };

/** Sends one batch (same table, oldest first) to the server; throwing fails the whole batch. */
export type OperationExecutor = (
  operations: QueuedOperation[],
  table: StoryTable,
) => Promise<Map<string, OperationOutcome>>;

export interface OperationQueueOptions {
  isOnline?: () => boolean;
  random?: () => number;
  /** Called when a scheduled retry has put operations back to pending. */
  onRetryDue?: () => void;
  batchSize?: number;
}

export interface ProcessSummary {
  completed: number;
  failed: number;
  /** True when a whole batch failed, so the rest waits for the next run where it stopped. */
  stoppedEarly: boolean;
}

export class OperationQueue {
  private executor: OperationExecutor | undefined;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly db: StoryCanvasDB,
    private readonly options: OperationQueueOptions = {},
  ) {}

  setExecutor(executor: OperationExecutor): void {
    this.executor = executor;
  }

  /** Operations not yet on the server: pending, in progress or failed. */
  countUnsynced(): Promise<number> {
    return this.db.operation_queue
      .where('status')
      .anyOf('pending', 'in_progress', 'failed')
      .count();
  }

  /** Only the tab holding the sync lock calls this: no other run is active, so anything in progress was abandoned. */
  async releaseInterrupted(): Promise<void> {
    await this.db.operation_queue
      .where('status')
      .equals('in_progress')
      .modify({ status: 'pending' });
  }

  /** Start-up: a closed tab may have left operations in progress, and retry timers died with it. */
  async recoverInterrupted(): Promise<void> {
    await this.db.transaction('rw', this.db.operation_queue, async () => {
      await this.db.operation_queue
        .where('status')
        .equals('in_progress')
        .modify({ status: 'pending' });
      await this.db.operation_queue
        .where('status')
        .equals('failed')
        .filter((op) => op.retryCount < RETRY_SETTINGS.maxAttempts)
        .modify({ status: 'pending' });
    });
  }

  /** Offline failures used no attempt; once the device is back they simply go again. */
  async requeueOfflineFailures(): Promise<void> {
    await this.db.operation_queue
      .where('status')
      .equals('failed')
      .filter((op) => op.error === OFFLINE_MESSAGE)
      .modify({ status: 'pending' });
  }

  async retryOperation(id: string): Promise<void> {
    const moved = await this.db.transaction('rw', this.db.operation_queue, async () => {
      const operation = await this.db.operation_queue.get(id);
      if (!operation || operation.status !== 'failed') return false;
      await this.db.operation_queue.update(id, { status: 'pending' });
      return true;
    });
    if (!moved) throw new Error(`Operation ${id} not found or not failed`);
  }

  async processQueue(): Promise<ProcessSummary> {
    const executor = this.executor;
    if (!executor) throw new Error('No operation executor set');
    const summary: ProcessSummary = { completed: 0, failed: 0, stoppedEarly: false };
    for (const table of STORY_TABLES) {
      for (;;) {
        const batch = await this.claimBatch(table);
        if (batch.length === 0) break;
        if (!this.isOnline()) {
          await this.failOperations(batch, new Error(OFFLINE_MESSAGE));
          return { ...summary, failed: summary.failed + batch.length, stoppedEarly: true };
        }
        let outcomes: Map<string, OperationOutcome>;
        try {
          outcomes = await executor(batch, table);
        } catch (error) {
          await this.failOperations(batch, error);
          return { ...summary, failed: summary.failed + batch.length, stoppedEarly: true };
        }
        const settled = await this.settleBatch(batch, outcomes);
        summary.completed += settled.completed;
        summary.failed += settled.failed;
      }
    }
    return summary;
  }

  dispose(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private isOnline(): boolean {
    return this.options.isOnline?.() ?? true;
  }

  private claimBatch(table: StoryTable): Promise<QueuedOperation[]> {
    return this.db.transaction('rw', this.db.operation_queue, async () => {
      // Walking the createdAt index and stopping at the batch size keeps a long queue from being read whole per batch.
      const batch = await this.db.operation_queue
        .orderBy('createdAt')
        .filter((op) => op.status === 'pending' && op.targetTable === table)
        .limit(this.options.batchSize ?? SYNC_BATCH_SIZE)
        .toArray();
      await this.db.operation_queue.bulkUpdate(
        batch.map((op) => ({ key: op.id, changes: { status: 'in_progress' } })),
      );
      return batch.map((op) => ({ ...op, status: 'in_progress' as const }));
    });
  }

  private async settleBatch(batch: QueuedOperation[], outcomes: Map<string, OperationOutcome>) {
    const completedIds: string[] = [];
    const failures: Array<{ operation: QueuedOperation; error: unknown }> = [];
    for (const operation of batch) {
      const outcome = outcomes.get(operation.id) ?? {
        ok: false,
        error: new Error('Operation was not executed'),
      };
      if (outcome.ok) completedIds.push(operation.id);
      else failures.push({ operation, error: outcome.error });
    }
    await this.completeOperations(completedIds);
    for (const { operation, error } of failures) await this.failOperations([operation], error);
    return { completed: completedIds.length, failed: failures.length };
  }

  private async completeOperations(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction('rw', this.db.operation_queue, async () => {
      await this.db.operation_queue.bulkUpdate(
        ids.map((key) => ({ key, changes: { status: 'completed' } })),
      );
      await this.db.operation_queue.bulkDelete(ids);
    });
  }

  private async failOperations(operations: QueuedOperation[], error: unknown): Promise<void> {
    const kind = classifyFailure(error, this.isOnline());
    const message = kind === 'offline' ? OFFLINE_MESSAGE : describeFailure(error);
    const failed = operations.map((op) => ({
      ...op,
      status: 'failed' as const,
      error: message,
      retryCount: nextRetryCount(op, kind),
    }));
    await this.db.operation_queue.bulkUpdate(
      failed.map((op) => ({
        key: op.id,
        changes: { status: op.status, error: op.error, retryCount: op.retryCount },
      })),
    );
    if (kind === 'retryable') this.scheduleRetries(failed);
  }

  private scheduleRetries(operations: QueuedOperation[]): void {
    if (!RETRY_SETTINGS.autoRetry) return;
    for (const operation of operations) {
      if (operation.retryCount >= RETRY_SETTINGS.maxAttempts) continue;
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          void this.requeueScheduled(operation.id);
        },
        computeRetryDelay(operation.retryCount, this.options.random),
      );
      this.timers.add(timer);
    }
  }

  private async requeueScheduled(id: string): Promise<void> {
    const operation = await this.db.operation_queue.get(id);
    if (operation?.status !== 'failed') return;
    await this.db.operation_queue.update(id, { status: 'pending' });
    this.options.onRetryDue?.();
  }
}

function nextRetryCount(operation: QueuedOperation, kind: FailureKind): number {
  if (kind === 'offline') return operation.retryCount;
  // A request the server will always refuse uses up every attempt at once, so nothing retries it automatically.
  if (kind === 'permanent') return Math.max(operation.retryCount + 1, RETRY_SETTINGS.maxAttempts);
  return operation.retryCount + 1;
}
