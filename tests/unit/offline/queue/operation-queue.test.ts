// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OperationQueue, type OperationExecutor } from '@/offline/queue/operation-queue';
import { buildOperation } from '@/offline/queue/build-operation';
import { queueOperation } from '@/offline/queue/queue-operation';
import { SyncRequestError } from '@/offline/queue/classify-failure';
import type { StoryCanvasDB } from '@/offline/db';
import { createTestDb } from '../support/create-test-db';

let db: StoryCanvasDB;
let online: boolean;
let queue: OperationQueue;

const succeedAll: OperationExecutor = async (ops) =>
  new Map(ops.map((op) => [op.id, { ok: true as const }]));
const failAll =
  (error: unknown): OperationExecutor =>
  async () => {
    throw error;
  };

async function enqueueStoryUpdate(recordId: string = crypto.randomUUID()) {
  return queueOperation(db, 'update', 'stories', recordId, { title: 'x' });
}

beforeEach(() => {
  db = createTestDb();
  online = true;
  queue = new OperationQueue(db, { isOnline: () => online, random: () => 0.5 });
});

afterEach(() => {
  queue.dispose();
  vi.useRealTimers();
});

describe('OperationQueue', () => {
  it('rejects tables other than stories and story_segments, and unknown operation types', async () => {
    await expect(queueOperation(db, 'insert', 'profiles' as never, 'a', {})).rejects.toThrow(
      'Invalid table name',
    );
    await expect(queueOperation(db, 'merge' as never, 'stories', 'a', {})).rejects.toThrow(
      'Unknown operation type: merge',
    );
    expect(() => buildOperation('insert', 'users' as never, 'a', {})).toThrow('Invalid table name');
    expect(await db.operation_queue.count()).toBe(0);
  });

  it('new operations carry the spec fields: random id, ISO createdAt, retryCount 0, pending', async () => {
    const op = await enqueueStoryUpdate('story-1');
    const stored = await db.operation_queue.get(op.id);
    expect(stored).toMatchObject({
      operationType: 'update',
      targetTable: 'stories',
      recordId: 'story-1',
      retryCount: 0,
      status: 'pending',
    });
    expect(stored?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(stored!.createdAt).toISOString()).toBe(stored!.createdAt);
  });

  it("refuses to process without an executor: 'No operation executor set'", async () => {
    await enqueueStoryUpdate();
    await expect(queue.processQueue()).rejects.toThrow('No operation executor set');
  });

  it('pending → in_progress → completed, then the operation is deleted', async () => {
    await enqueueStoryUpdate();
    const seen: string[] = [];
    queue.setExecutor(async (ops) => {
      const stored = await db.operation_queue.bulkGet(ops.map((op) => op.id));
      seen.push(...stored.map((op) => op!.status));
      return succeedAll(ops, 'stories');
    });
    const summary = await queue.processQueue();
    expect(seen).toEqual(['in_progress']);
    expect(summary).toEqual({ completed: 1, failed: 0, stoppedEarly: false });
    expect(await db.operation_queue.count()).toBe(0);
  });

  it('stories are replayed before segments, oldest first, in batches of the configured size', async () => {
    queue = new OperationQueue(db, { batchSize: 2 });
    await queueOperation(db, 'insert', 'story_segments', 's1', {});
    const stories = [
      await enqueueStoryUpdate('a'),
      await enqueueStoryUpdate('b'),
      await enqueueStoryUpdate('c'),
    ];
    const batches: string[][] = [];
    queue.setExecutor(async (ops, table) => {
      batches.push(ops.map((op) => `${table}:${op.recordId}`));
      return succeedAll(ops, table);
    });
    await queue.processQueue();
    expect(batches).toEqual([['stories:a', 'stories:b'], ['stories:c'], ['story_segments:s1']]);
    expect(stories).toHaveLength(3);
  });

  it('in_progress → failed with retryCount + 1 and the error saved; a 5xx stops the run where it stopped', async () => {
    queue = new OperationQueue(db, { batchSize: 1, random: () => 0.5 });
    const first = await enqueueStoryUpdate('a');
    const second = await enqueueStoryUpdate('b');
    queue.setExecutor(failAll(new SyncRequestError('Service Unavailable', 503)));
    const summary = await queue.processQueue();
    expect(summary.stoppedEarly).toBe(true);
    expect(await db.operation_queue.get(first.id)).toMatchObject({
      status: 'failed',
      retryCount: 1,
      error: 'Service Unavailable',
    });
    expect(await db.operation_queue.get(second.id)).toMatchObject({
      status: 'pending',
      retryCount: 0,
    });
  });

  it("an offline failure keeps its attempts: 'Cannot execute operation while offline'", async () => {
    const op = await enqueueStoryUpdate();
    queue.setExecutor(succeedAll);
    online = false;
    await queue.processQueue();
    expect(await db.operation_queue.get(op.id)).toMatchObject({
      status: 'failed',
      retryCount: 0,
      error: 'Cannot execute operation while offline',
    });
    queue.setExecutor(failAll(new SyncRequestError('TypeError: fetch failed', 0)));
    online = true;
    await queue.requeueOfflineFailures();
    await queue.processQueue();
    expect(await db.operation_queue.get(op.id)).toMatchObject({
      retryCount: 0,
      error: 'Cannot execute operation while offline',
    });
  });

  it('a 4xx that can never succeed uses every attempt at once and keeps its error; no retry is scheduled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const op = await enqueueStoryUpdate();
    queue.setExecutor(
      failAll(new SyncRequestError('new row violates row-level security policy', 403, '42501')),
    );
    await queue.processQueue();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await db.operation_queue.get(op.id)).toMatchObject({
      status: 'failed',
      retryCount: 5,
      error: 'new row violates row-level security policy',
    });
  });

  it('a scheduled retry returns a failed operation to pending after the backoff and announces it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onRetryDue = vi.fn();
    queue = new OperationQueue(db, { random: () => 1, onRetryDue });
    const op = await enqueueStoryUpdate();
    queue.setExecutor(failAll(new SyncRequestError('Bad Gateway', 502)));
    await queue.processQueue();
    await vi.advanceTimersByTimeAsync(999);
    expect((await db.operation_queue.get(op.id))?.status).toBe('failed');
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () =>
      expect((await db.operation_queue.get(op.id))?.status).toBe('pending'),
    );
    expect(onRetryDue).toHaveBeenCalledTimes(1);
  });

  it('stops retrying automatically after 5 attempts; a manual retry still works', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const op = await enqueueStoryUpdate();
    queue.setExecutor(failAll(new SyncRequestError('Internal Server Error', 500)));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await queue.processQueue();
      expect(await db.operation_queue.get(op.id)).toMatchObject({
        status: 'failed',
        retryCount: attempt,
      });
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect((await db.operation_queue.get(op.id))?.status).toBe('failed');
    await queue.retryOperation(op.id);
    expect((await db.operation_queue.get(op.id))?.status).toBe('pending');
  });

  it("manual retry of a missing or non-failed operation: 'Operation {id} not found or not failed'", async () => {
    const op = await enqueueStoryUpdate();
    await expect(queue.retryOperation(op.id)).rejects.toThrow(
      `Operation ${op.id} not found or not failed`,
    );
    await expect(queue.retryOperation('nope')).rejects.toThrow(
      'Operation nope not found or not failed',
    );
  });

  it('after a closed tab, operations left in progress (and retryable failures) go back to pending', async () => {
    const stuck = await enqueueStoryUpdate();
    const exhausted = await enqueueStoryUpdate();
    await db.operation_queue.update(stuck.id, { status: 'in_progress' });
    await db.operation_queue.update(exhausted.id, { status: 'failed', retryCount: 5 });
    await queue.recoverInterrupted();
    expect((await db.operation_queue.get(stuck.id))?.status).toBe('pending');
    expect((await db.operation_queue.get(exhausted.id))?.status).toBe('failed');
    expect(await queue.countUnsynced()).toBe(2);
  });
});
