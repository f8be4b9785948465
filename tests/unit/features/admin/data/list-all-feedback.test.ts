// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listAllFeedback, REDUCED_FEEDBACK_COLUMNS } from '@/features/admin/data/list-all-feedback';

type Reply = { data: unknown[] | null; error: { message: string; code?: string } | null };

/** A stand-in for the one table call the list makes, answering each select from a script. */
function scriptedClient(replies: Reply[]) {
  const asked: { columns: string; order: unknown }[] = [];
  const client = {
    from(table: string) {
      expect(table).toBe('user_feedback');
      return {
        select(columns: string) {
          return {
            order(column: string, options: unknown) {
              asked.push({ columns, order: [column, options] });
              return Promise.resolve(
                replies.shift() ?? { data: null, error: { message: 'no more replies' } },
              );
            },
          };
        },
      };
    },
  };
  return { client: client as never, asked };
}

const row = {
  id: 'f1',
  message: 'Hi',
  feedback_type: 'general',
  created_at: '2026-11-22T10:00:00Z',
  status: 'new',
  priority: 'medium',
};

describe('listAllFeedback', () => {
  it('reads every column, newest first', async () => {
    const { client, asked } = scriptedClient([{ data: [row], error: null }]);
    await expect(listAllFeedback(client, 0)).resolves.toEqual({ entries: [row], reduced: false });
    expect(asked).toEqual([{ columns: '*', order: ['created_at', { ascending: false }] }]);
  });

  it('falls back to the reduced columns on a permission error', async () => {
    const { client, asked } = scriptedClient([
      {
        data: null,
        error: { message: 'permission denied for table user_feedback', code: '42501' },
      },
      { data: [row], error: null },
    ]);
    await expect(listAllFeedback(client, 0)).resolves.toEqual({ entries: [row], reduced: true });
    expect(asked.map((call) => call.columns)).toEqual(['*', REDUCED_FEEDBACK_COLUMNS]);
  });

  it('tries once more after the delay when a read fails otherwise', async () => {
    const { client, asked } = scriptedClient([
      { data: null, error: { message: 'Failed to fetch' } },
      { data: [row], error: null },
    ]);
    const started = Date.now();
    await expect(listAllFeedback(client, 50)).resolves.toEqual({ entries: [row], reduced: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(asked).toHaveLength(2);
  });

  it('gives up with the error after the one retry', async () => {
    const { client, asked } = scriptedClient([
      { data: null, error: { message: 'Failed to fetch' } },
      { data: null, error: { message: 'Failed to fetch' } },
    ]);
    await expect(listAllFeedback(client, 0)).rejects.toThrow('Failed to fetch');
    expect(asked).toHaveLength(2);
  });
});
