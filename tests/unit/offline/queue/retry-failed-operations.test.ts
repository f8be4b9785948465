// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OperationQueue } from '@/offline/queue/operation-queue';
import { buildOperation } from '@/offline/queue/build-operation';
import { retryFailedOperations } from '@/offline/queue/retry-failed-operations';
import type { StoryCanvasDB } from '@/offline/db';
import { createTestDb } from '../support/create-test-db';

let db: StoryCanvasDB;
let queue: OperationQueue;

beforeEach(() => {
  db = createTestDb();
  queue = new OperationQueue(db);
});
afterEach(() => queue.dispose());

describe('retryFailedOperations (the user’s manual retry)', () => {
  it('puts every failed operation back to pending, also those that used up their five attempts, and leaves the rest alone', async () => {
    const exhausted = {
      ...buildOperation('insert', 'stories', 's1', {}),
      status: 'failed' as const,
      retryCount: 5,
      error: 'HTTP 503',
    };
    const refused = {
      ...buildOperation('update', 'story_segments', 'g1', {}),
      status: 'failed' as const,
      retryCount: 5,
      error: 'new row violates row-level security policy',
    };
    const waiting = buildOperation('update', 'stories', 's2', {});
    await db.operation_queue.bulkAdd([exhausted, refused, waiting]);

    expect(await retryFailedOperations(db, queue)).toBe(2);

    const statuses = Object.fromEntries(
      (await db.operation_queue.toArray()).map((op) => [op.id, op.status]),
    );
    expect(statuses).toEqual({
      [exhausted.id]: 'pending',
      [refused.id]: 'pending',
      [waiting.id]: 'pending',
    });
    expect(await retryFailedOperations(db, queue)).toBe(0);
  });

  it('a pending run after the retry sends them again', async () => {
    await db.operation_queue.add({
      ...buildOperation('insert', 'stories', 's1', {}),
      status: 'failed',
      retryCount: 5,
      error: 'HTTP 503',
    });
    const sent: string[] = [];
    queue.setExecutor(async (operations) => {
      sent.push(...operations.map((op) => op.recordId));
      return new Map(operations.map((op) => [op.id, { ok: true as const }]));
    });
    expect((await queue.processQueue()).completed).toBe(0);
    await retryFailedOperations(db, queue);
    expect((await queue.processQueue()).completed).toBe(1);
    expect(sent).toEqual(['s1']);
    expect(await db.operation_queue.count()).toBe(0);
  });
});
