// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { coalesceOperations } from '@/offline/sync/coalesce-operations';
import type { QueuedOperation } from '@/offline/offline-records';

function op(
  recordId: string,
  operationType: QueuedOperation['operationType'],
  createdAt: string,
  payload: Record<string, unknown>,
): QueuedOperation {
  return {
    id: `${recordId}-${createdAt}`,
    recordId,
    operationType,
    targetTable: 'stories',
    payload,
    createdAt,
    retryCount: 0,
    status: 'in_progress',
  };
}

describe('coalesceOperations', () => {
  it('folds every operation on one record into one write with the newest value of each column', () => {
    const records = coalesceOperations([
      op('a', 'update', '2026-01-01T00:00:03.000Z', { title: 'Third', updated_at: '3' }),
      op('a', 'insert', '2026-01-01T00:00:01.000Z', {
        title: 'First',
        genre: 'fantasy',
        updated_at: '1',
      }),
      op('b', 'update', '2026-01-01T00:00:02.000Z', { is_completed: true }),
    ]);
    expect(records).toHaveLength(2);
    const a = records.find((record) => record.recordId === 'a')!;
    expect(a.payload).toEqual({ title: 'Third', genre: 'fantasy', updated_at: '3' });
    expect(a.inserted).toBe(true);
    expect(a.operations.map((operation) => operation.payload.title)).toEqual(['First', 'Third']);
  });

  it('marks a record deleted when any of its operations is a delete', () => {
    const [record] = coalesceOperations([
      op('a', 'insert', '2026-01-01T00:00:01.000Z', { title: 'x' }),
      op('a', 'delete', '2026-01-01T00:00:02.000Z', { deleted_at: '2026-01-01T00:00:02.000Z' }),
    ]);
    expect(record).toMatchObject({
      inserted: true,
      deleted: true,
      payload: { title: 'x', deleted_at: '2026-01-01T00:00:02.000Z' },
    });
  });
});
