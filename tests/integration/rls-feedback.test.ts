// Row level security on user_feedback: visitors and users send feedback untriaged and in their own
// name, users read their own, admins read all and change only the triage fields.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, signUpTestUser, visitorClient, type TestUser } from './support/test-users.ts';

describe('row level security: feedback', () => {
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [alice, bob, admin] = await Promise.all([
      signUpTestUser('alice'),
      signUpTestUser('bob'),
      signUpTestUser('admin', ADMIN_EMAIL),
    ]);
  });

  it('takes feedback from visitors and users, untriaged and in their own name', async () => {
    expect(
      (
        await visitorClient()
          .from('user_feedback')
          .insert({ message: 'Lovely app', feedback_type: 'praise' })
      ).error,
    ).toBeNull();
    expect(
      (await visitorClient().from('user_feedback').insert({ message: 'x', status: 'resolved' }))
        .error?.code,
    ).toBe('42501');
    expect(
      (
        await bob.client
          .from('user_feedback')
          .insert({ message: 'As Alice', user_id: alice.user.id })
      ).error?.code,
    ).toBe('42501');
    expect(
      (await visitorClient().from('user_feedback').insert({ message: '   ' })).error?.code,
    ).toBe('23514');
    const mine = await alice.client
      .from('user_feedback')
      .insert({ message: 'Found a bug', feedback_type: 'bug', user_id: alice.user.id })
      .select('id, status, priority')
      .single();
    expect(mine.data).toMatchObject({ status: 'new', priority: 'medium' });
  });

  it('refuses a second insert with the same sender-chosen id, so a repeated send stores one row', async () => {
    const id = crypto.randomUUID();
    const row = { id, message: `Sent twice ${id}`, feedback_type: 'complaint' as const };
    expect((await visitorClient().from('user_feedback').insert(row)).error).toBeNull();
    const again = await visitorClient().from('user_feedback').insert(row);
    expect(again.error?.code).toBe('23505');
    const stored = await admin.client.from('user_feedback').select('id').eq('id', id);
    expect(stored.data).toEqual([{ id }]);
  });

  it('shows users only their own feedback and admins all of it', async () => {
    const own = await alice.client.from('user_feedback').select('user_id');
    expect(own.data?.length).toBeGreaterThan(0);
    expect(own.data?.every((row) => row.user_id === alice.user.id)).toBe(true);
    expect(
      (await bob.client.from('user_feedback').select('id').eq('user_id', alice.user.id)).data,
    ).toEqual([]);
    expect((await visitorClient().from('user_feedback').select('id')).error?.code).toBe('42501');
    const all = await admin.client.from('user_feedback').select('id, user_id');
    expect(all.data?.some((row) => row.user_id === null)).toBe(true);
    expect(all.data?.some((row) => row.user_id === alice.user.id)).toBe(true);
  });

  it('lets only admins triage, and only the triage fields', async () => {
    const { data: row } = await alice.client
      .from('user_feedback')
      .insert({ message: 'Please fix', user_id: alice.user.id })
      .select('id')
      .single();
    expect(
      (
        await bob.client
          .from('user_feedback')
          .update({ status: 'resolved' })
          .eq('id', row!.id)
          .select()
      ).data,
    ).toEqual([]);
    expect(
      (
        await alice.client
          .from('user_feedback')
          .update({ status: 'resolved' })
          .eq('id', row!.id)
          .select()
      ).data,
    ).toEqual([]);
    const resolvedAt = new Date().toISOString();
    const triaged = await admin.client
      .from('user_feedback')
      .update({
        status: 'resolved',
        priority: 'high',
        admin_notes: 'Fixed in 1.1',
        resolved_by: admin.user.id,
        resolved_at: resolvedAt,
      })
      .eq('id', row!.id)
      .select('status, priority, resolved_by');
    expect(triaged.data).toEqual([
      { status: 'resolved', priority: 'high', resolved_by: admin.user.id },
    ]);
    expect(
      (await admin.client.from('user_feedback').update({ message: 'Rewritten' }).eq('id', row!.id))
        .error?.code,
    ).toBe('42501');
  });
});
