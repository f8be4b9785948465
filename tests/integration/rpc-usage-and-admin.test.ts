// The named server functions of spec §7 with their exact argument names: usage (own only,
// limits of -1 and 0), has_role, feedback statistics, and the admin-only functions.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  serviceClient,
  signUpTestUser,
  visitorClient,
  type TestUser,
} from './support/test-users.ts';

describe('usage functions', () => {
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    [user, other] = await Promise.all([signUpTestUser('usage'), signUpTestUser('usage-other')]);
  });

  it('reads no rows before anything is used, then counts what is used this month', async () => {
    expect(
      (await user.client.rpc('get_current_month_usage', { user_uuid: user.user.id })).data,
    ).toEqual([]);
    expect(
      (
        await user.client.rpc('increment_usage', {
          user_uuid: user.user.id,
          stories_inc: 2,
          images_inc: 1,
          voice_inc: 0,
        })
      ).error,
    ).toBeNull();
    expect(
      (
        await user.client.rpc('increment_usage', {
          user_uuid: user.user.id,
          stories_inc: 1,
          images_inc: 0,
          voice_inc: 3,
        })
      ).error,
    ).toBeNull();
    const { data } = await user.client.rpc('get_current_month_usage', { user_uuid: user.user.id });
    expect(data).toEqual([
      {
        stories_created: 3,
        images_generated: 1,
        voice_generations: 3,
        month_year: new Date().toISOString().slice(0, 7),
      },
    ]);
  });

  it('refuses to read or count another user’s usage, and visitors entirely', async () => {
    expect(
      (await other.client.rpc('get_current_month_usage', { user_uuid: user.user.id })).error?.code,
    ).toBe('42501');
    expect(
      (
        await other.client.rpc('increment_usage', {
          user_uuid: user.user.id,
          stories_inc: 100,
          images_inc: 0,
          voice_inc: 0,
        })
      ).error?.code,
    ).toBe('42501');
    expect(
      (await visitorClient().rpc('get_current_month_usage', { user_uuid: user.user.id })).error
        ?.code,
    ).toBe('42501');
    expect(
      (
        await user.client.rpc('increment_usage', {
          user_uuid: user.user.id,
          stories_inc: -1,
          images_inc: 0,
          voice_inc: 0,
        })
      ).error?.code,
    ).toBe('22023');
  });

  it('checks limits by the caller’s real tier: below the limit, at it, unlimited (-1) and zero', async () => {
    const fresh = await signUpTestUser('limits');
    const check = (type: string, tier = 'Free') =>
      fresh.client.rpc('check_usage_limit', {
        user_uuid: fresh.user.id,
        tier_name: tier,
        check_type: type,
      });
    expect((await check('story')).data).toBe(true);
    expect((await check('story', 'Platinum')).data).toBe(false);
    await fresh.client.rpc('increment_usage', {
      user_uuid: fresh.user.id,
      stories_inc: 5,
      images_inc: 0,
      voice_inc: 10,
    });
    expect((await check('story')).data).toBe(false);
    expect((await check('voice')).data).toBe(false);
    expect((await check('story', 'Enterprise')).data).toBe(false);

    const service = serviceClient();
    await service
      .from('subscribers')
      .upsert({ user_id: fresh.user.id, subscribed: true, subscription_tier: 'Pro' });
    expect((await check('story')).data).toBe(true);
    expect((await check('voice')).data).toBe(true);
    const asService = (tier: string, type: string) =>
      service.rpc('check_usage_limit', {
        user_uuid: fresh.user.id,
        tier_name: tier,
        check_type: type,
      });
    expect((await asService('Enterprise', 'voice')).data).toBe(true);
    expect((await asService('Premium', 'voice')).data).toBe(true);
    expect((await asService('Free', 'voice')).data).toBe(false);
    expect((await asService('Platinum', 'story')).data).toBe(false);

    await service.from('tier_limits').upsert({
      tier_name: 'Closed Beta',
      stories_per_month: 0,
      voice_generations_per_month: 0,
      images_per_story: 0,
      features: [],
    });
    await service
      .from('subscribers')
      .upsert({ user_id: fresh.user.id, subscribed: true, subscription_tier: 'Closed Beta' });
    expect((await check('story')).data).toBe(false);
    expect((await check('unknown-kind')).data).toBe(false);
    expect(
      (
        await other.client.rpc('check_usage_limit', {
          user_uuid: fresh.user.id,
          tier_name: 'Pro',
          check_type: 'story',
        })
      ).error?.code,
    ).toBe('42501');
  });

  it('treats a genesis founder as Pro', async () => {
    const founder = await signUpTestUser('genesis');
    await founder.client.rpc('increment_usage', {
      user_uuid: founder.user.id,
      stories_inc: 50,
      images_inc: 0,
      voice_inc: 0,
    });
    await serviceClient().from('user_founders').insert({
      user_id: founder.user.id,
      founder_tier: 'genesis',
      founder_number: 7,
      lifetime_discount: 100,
    });
    expect(
      (
        await founder.client.rpc('check_usage_limit', {
          user_uuid: founder.user.id,
          tier_name: 'Free',
          check_type: 'story',
        })
      ).data,
    ).toBe(true);
  });
});

describe('admin functions', () => {
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    [admin, user] = await Promise.all([
      signUpTestUser('admin', ADMIN_EMAIL),
      signUpTestUser('member'),
    ]);
  });

  it('answers has_role truthfully for anyone asking', async () => {
    expect(
      (await user.client.rpc('has_role', { _user_id: admin.user.id, _role: 'admin' })).data,
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
    expect(stats.total).toBe(rows!.length);
    expect(stats.by_type.bug).toBe(rows!.filter((row) => row.feedback_type === 'bug').length);
    expect(stats.by_status.new).toBe(rows!.filter((row) => row.status === 'new').length);
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
    expect(users.find((row: { user_id: string }) => row.user_id === user.user.id)).toMatchObject({
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
    expect(dashboard.data.public_stories).toBeGreaterThanOrEqual(5);
    expect(dashboard.data.users).toBeGreaterThanOrEqual(2);
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
