// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listOwnFeedback } from '@/features/feedback/data/list-own-feedback';

function recording(data: unknown, error: { message: string } | null = null) {
  const asked: Record<string, unknown> = {};
  const client = {
    from(table: string) {
      asked.table = table;
      const query = {
        select(columns: string) {
          asked.columns = columns;
          return query;
        },
        eq(column: string, value: unknown) {
          asked.filter = [column, value];
          return query;
        },
        order(column: string, options: unknown) {
          asked.order = [column, options];
          return Promise.resolve({ data, error });
        },
      };
      return query;
    },
  };
  return { client: client as never, asked };
}

describe('listOwnFeedback', () => {
  it('reads the user’s own feedback, newest first', async () => {
    const rows = [
      {
        id: 'f2',
        feedback_type: 'bug',
        subject: null,
        message: 'Second',
        status: 'new',
        created_at: '2026-11-23T10:00:00Z',
      },
    ];
    const { client, asked } = recording(rows);
    await expect(listOwnFeedback(client, 'u1')).resolves.toEqual(rows);
    expect(asked).toEqual({
      table: 'user_feedback',
      columns: 'id, feedback_type, subject, message, status, created_at',
      filter: ['user_id', 'u1'],
      order: ['created_at', { ascending: false }],
    });
  });

  it('fails with the database message', async () => {
    const { client } = recording(null, { message: 'permission denied for table user_feedback' });
    await expect(listOwnFeedback(client, 'u1')).rejects.toThrow(
      'permission denied for table user_feedback',
    );
  });
});
