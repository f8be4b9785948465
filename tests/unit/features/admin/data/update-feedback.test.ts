// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { updateFeedback } from '@/features/admin/data/update-feedback';

/** A stand-in for the one update call, recording the changes sent and answering with `rows`. */
function recordingClient(rows: unknown[] | null, error: { message: string } | null = null) {
  const sent: { changes?: Record<string, unknown>; id?: unknown } = {};
  const client = {
    from(table: string) {
      expect(table).toBe('user_feedback');
      return {
        update(changes: Record<string, unknown>) {
          sent.changes = changes;
          return {
            eq(column: string, value: unknown) {
              expect(column).toBe('id');
              sent.id = value;
              return { select: () => Promise.resolve({ data: rows, error }) };
            },
          };
        },
      };
    },
  };
  return { client: client as never, sent };
}

describe('updateFeedback', () => {
  it('records the resolving admin and the time when marked resolved', async () => {
    const { client, sent } = recordingClient([{ id: 'f1' }]);
    const before = Date.now();
    await updateFeedback(
      client,
      'f1',
      { status: 'resolved', priority: 'high', adminNotes: '  Fixed  ' },
      'admin-1',
    );
    expect(sent.id).toBe('f1');
    expect(sent.changes).toMatchObject({
      status: 'resolved',
      priority: 'high',
      admin_notes: 'Fixed',
      resolved_by: 'admin-1',
    });
    expect(Date.parse(String(sent.changes?.resolved_at))).toBeGreaterThanOrEqual(before - 1);
  });

  it('clears the resolution when the feedback is reopened', async () => {
    const { client, sent } = recordingClient([{ id: 'f1' }]);
    await updateFeedback(
      client,
      'f1',
      { status: 'in_progress', priority: 'medium', adminNotes: '' },
      'admin-1',
    );
    expect(sent.changes).toEqual({
      status: 'in_progress',
      priority: 'medium',
      admin_notes: null,
      resolved_by: null,
      resolved_at: null,
    });
  });

  it('leaves an earlier resolution alone when the feedback is closed', async () => {
    const { client, sent } = recordingClient([{ id: 'f1' }]);
    await updateFeedback(
      client,
      'f1',
      { status: 'closed', priority: 'low', adminNotes: 'Done' },
      'admin-1',
    );
    expect(sent.changes).toEqual({ status: 'closed', priority: 'low', admin_notes: 'Done' });
  });

  it('fails when no row was updated, as RLS answers a non-admin', async () => {
    const { client } = recordingClient([]);
    await expect(
      updateFeedback(
        client,
        'f1',
        { status: 'resolved', priority: 'low', adminNotes: '' },
        'user-1',
      ),
    ).rejects.toThrow('No feedback row was updated');
  });

  it('fails with the database message on an error', async () => {
    const { client } = recordingClient(null, {
      message: 'permission denied for table user_feedback',
    });
    await expect(
      updateFeedback(client, 'f1', { status: 'new', priority: 'low', adminNotes: '' }, 'admin-1'),
    ).rejects.toThrow('permission denied');
  });
});
