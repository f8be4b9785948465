// The sync engine, for the page, the service-worker bridge, Node tests and benches: one run
// replays the operation queue (push, in batches) and then pulls remote changes for the signed-in
// user. It takes its supabase client as a parameter so it runs the same against any backend.
import type { StoryCanvasClient } from '@/lib/supabase-client';
import { DEFAULT_CONFLICT_RULES, type ConflictRules } from './conflict-rules';
import type { StoryCanvasDB } from '../db';
import { OperationQueue } from '../queue/operation-queue';
import { describeFailure } from '../queue/classify-failure';
import { isQuotaError, STORAGE_FULL_MESSAGE } from '../detect-quota-error';
import { setStorageHealth } from '../storage-health';
import { createPushExecutor } from './push-operations';
import { pullRemoteChanges } from './pull-remote-changes';
import { createMemoryCheckpointStore, type CheckpointStore } from './sync-checkpoint';
import { emptySyncResult, type SyncListener, type SyncResult } from './sync-events';

export interface SyncEngineOptions {
  db: StoryCanvasDB;
  client: StoryCanvasClient;
  isOnline?: () => boolean;
  rules?: ConflictRules;
  checkpoints?: CheckpointStore;
  batchSize?: number;
  random?: () => number;
  /** A scheduled retry put operations back to pending: the runtime starts another run. */
  onRetryDue?: () => void;
}

export class SyncEngine {
  readonly queue: OperationQueue;
  private running = false;
  private readonly listeners = new Set<SyncListener>();
  private memoryCheckpoints: CheckpointStore | undefined;
  // One object for the engine's lifetime: the push executor tallies into it; each run resets it.
  private readonly result: SyncResult = emptySyncResult();

  constructor(private readonly options: SyncEngineOptions) {
    this.queue = new OperationQueue(options.db, {
      isOnline: () => this.isOnline(),
      random: options.random,
      batchSize: options.batchSize,
      onRetryDue: options.onRetryDue,
    });
    this.queue.setExecutor(
      createPushExecutor({
        db: options.db,
        client: options.client,
        rules: options.rules ?? DEFAULT_CONFLICT_RULES,
        emit: (event) => this.emit(event),
        result: this.result,
      }),
    );
  }

  isSyncing(): boolean {
    return this.running;
  }

  subscribe(listener: SyncListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async sync(): Promise<SyncResult> {
    if (this.running) throw new Error('Sync already in progress');
    if (!this.isOnline()) throw new Error('Cannot sync while offline');
    this.running = true;
    try {
      return await this.runOnce();
    } finally {
      this.running = false;
    }
  }

  private async runOnce(): Promise<SyncResult> {
    Object.assign(this.result, emptySyncResult());
    this.emit({ type: 'sync_started' });
    try {
      const { data } = await this.options.client.auth.getSession();
      const userId = data.session?.user.id;
      // Signed out, the server would refuse every write and use up its attempts: operations wait for their owner.
      if (userId) {
        await this.queue.requeueOfflineFailures();
        const summary = await this.queue.processQueue();
        if (summary.failed > 0 && this.result.errors.length === 0)
          this.result.errors.push(`${summary.failed} operation(s) failed`);
        await this.pull(userId);
      }
      this.result.success = this.result.errors.length === 0;
    } catch (error) {
      // A full disk while merging pulled rows: say so where the header shows storage trouble.
      if (isQuotaError(error)) setStorageHealth({ full: true, message: STORAGE_FULL_MESSAGE });
      this.result.errors.push(describeFailure(error));
      this.result.success = false;
    }
    const result = { ...this.result, errors: [...this.result.errors] };
    if (result.success) this.emit({ type: 'sync_completed', result });
    else this.emit({ type: 'sync_failed', result, error: result.errors[0] ?? 'Sync failed' });
    return result;
  }

  dispose(): void {
    this.queue.dispose();
    this.listeners.clear();
  }

  private async pull(userId: string): Promise<void> {
    await pullRemoteChanges({
      db: this.options.db,
      client: this.options.client,
      checkpoints:
        this.options.checkpoints ?? (this.memoryCheckpoints ??= createMemoryCheckpointStore()),
      userId,
    });
  }

  private isOnline(): boolean {
    return this.options.isOnline?.() ?? true;
  }

  private emit(event: Parameters<SyncListener>[0]): void {
    for (const listener of this.listeners) listener(event);
  }
}
