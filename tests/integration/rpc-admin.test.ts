// has_role, get_feedback_stats and the admin-only functions (dashboard figures, user list, setting
// tiers, founders and roles) with their exact argument names, refused to everyone but admins.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  serviceClient,
  signUpTestUser,
  visitorClient,
  type TestUser,
} from './support/test-users.ts';

describe('admin functions', () => {
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    [admin, user] = await Promise.all([
      signUpTestUser('admin', ADMIN_EMAIL),
      signUpTestUser('member'),
    ]);
  });

  it('answers has_role about the caller, and about anyone only to an admin', async () => {
    expect(
      (await user.client.rpc('has_role', { _user_id: admin.user.id, _role: 'admin' })).data,
    ).toBe(false);
    expect(
      (await admin.client.rpc('has_role', { _user_id: admin.user.id, _role: 'admin' })).data,
    ).toBe(true);
    expect(
      (await user.client.rpc('has_role', { _user_id: user.user.id, _role: 'admin' })).data,
    ).toBe(false);
  });

  it('gives feedback statistics that match the rows, to admins only', async () => {
    await visitorClient()
      .from('user_feedback')
      .insert([
        { message: 'a', feedback_type: 'bug' },
        { message: 'b', feedback_type: 'praise' },
      ]);
    const { data: stats, error } = await admin.client.rpc('get_feedback_stats');
    expect(error).toBeNull();
    const { data: rows } = await admin.client.from('user_feedback').select('status, feedback_type');
    expect(stats!.total).toBe(rows!.length);
    expect(stats!.by_type.bug).toBe(rows!.filter((row) => row.feedback_type === 'bug').length);
    expect(stats!.by_status.new).toBe(rows!.filter((row) => row.status === 'new').length);
    const denied = await user.client.rpc('get_feedback_stats');
    expect(denied.error).toMatchObject({
      code: '42501',
      message: 'Admin access requires proper database role configuration',
    });
  });

  it('lets admins set tiers, founders and roles, and list users with their story counts', async () => {
    expect(
      (
        await admin.client.rpc('admin_set_user_tier', {
          target_user: user.user.id,
          new_tier: 'Pro',
        })
      ).error,
    ).toBeNull();
    expect(
      (await user.client.from('subscribers').select('subscription_tier, subscribed').single()).data,
    ).toEqual({ subscription_tier: 'Pro', subscribed: true });
    expect(
      (
        await admin.client.rpc('admin_set_user_tier', {
          target_user: user.user.id,
          new_tier: 'Platinum',
        })
      ).error?.code,
    ).toBe('22023');
    expect(
      (
        await admin.client.rpc('admin_set_founder', {
          target_user: user.user.id,
          founder_tier: 'pioneer',
          founder_number: 42,
          lifetime_discount: 60,
        })
      ).error,
    ).toBeNull();
    expect(
      (await user.client.from('user_founders').select('founder_tier, lifetime_discount').single())
        .data,
    ).toEqual({ founder_tier: 'pioneer', lifetime_discount: 60 });
    const outOfRange = await admin.client.rpc('admin_set_founder', {
      target_user: user.user.id,
      founder_tier: 'pioneer',
      founder_number: 201,
      lifetime_discount: 60,
    });
    expect(outOfRange.error?.code).toBe('23514');
    await user.client
      .from('stories')
      .insert({ id: crypto.randomUUID(), user_id: user.user.id, title: 'Counted' });
    const { data: users } = await admin.client.rpc('admin_list_users');
    expect(users!.find((row: { user_id: string }) => row.user_id === user.user.id)).toMatchObject({
      tier: 'Pro',
      founder_tier: 'pioneer',
      is_admin: false,
      story_count: 1,
    });
    expect(
      (
        await admin.client.rpc('admin_set_role', {
          target_user: user.user.id,
          role: 'admin',
          granted: true,
        })
      ).error,
    ).toBeNull();
    expect(
      (await user.client.rpc('has_role', { _user_id: user.user.id, _role: 'admin' })).data,
    ).toBe(true);
    await admin.client.rpc('admin_set_role', {
      target_user: user.user.id,
      role: 'admin',
      granted: false,
    });
    expect(
      (await user.client.rpc('has_role', { _user_id: user.user.id, _role: 'admin' })).data,
    ).toBe(false);
    expect(
      (
        await admin.client.rpc('admin_set_founder', {
          target_user: user.user.id,
          founder_tier: null,
          founder_number: null,
          lifetime_discount: null,
        })
      ).error,
    ).toBeNull();
    expect((await user.client.from('user_founders').select('founder_tier')).data).toEqual([]);
    const dashboard = await admin.client.rpc('admin_dashboard_stats');
    expect(dashboard.data!.public_stories).toBeGreaterThanOrEqual(5);
    expect(dashboard.data!.users).toBeGreaterThanOrEqual(2);
  });

  it('refuses every admin function to non-admins', async () => {
    for (const [name, args] of [
      ['admin_dashboard_stats', {}],
      ['admin_list_users', {}],
      ['admin_set_user_tier', { target_user: user.user.id, new_tier: 'Enterprise' }],
      [
        'admin_set_founder',
        {
          target_user: user.user.id,
          founder_tier: 'genesis',
          founder_number: 1,
          lifetime_discount: 100,
        },
      ],
      ['admin_set_role', { target_user: user.user.id, role: 'admin', granted: true }],
    ] as const) {
      expect((await user.client.rpc(name, args)).error?.code).toBe('42501');
    }
    expect((await visitorClient().rpc('admin_list_users')).error?.code).toBe('42501');
  });

  it('keeps effective_tier for the database’s own checks, so nobody can look up another user’s plan', async () => {
    expect(
      (await user.client.rpc('effective_tier', { user_uuid: admin.user.id })).error?.code,
    ).toBe('42501');
    expect(
      (await visitorClient().rpc('effective_tier', { user_uuid: admin.user.id })).error?.code,
    ).toBe('42501');
    expect(
      (await serviceClient().rpc('effective_tier', { user_uuid: user.user.id })).error,
    ).toBeNull();
  });
});
