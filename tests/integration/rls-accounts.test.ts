// Row level security on everything around stories: characters, profiles, likes, tiers,
// subscriptions, founders, usage and roles, for visitors, users, admins and the service role.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  serviceClient,
  signUpTestUser,
  visitorClient,
  type TestUser,
} from './support/test-users.ts';
import { publishAsService } from './support/publish-as-service.ts';

describe('row level security: accounts and tiers', () => {
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

  it('keeps characters to their owner', async () => {
    const created = await alice.client
      .from('user_characters')
      .insert({ user_id: alice.user.id, name: 'Pip', role: 'sidekick', traits: ['brave'] })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    expect(
      (await bob.client.from('user_characters').select('id').eq('id', created.data!.id)).data,
    ).toEqual([]);
    expect((await visitorClient().from('user_characters').select('id')).error?.code).toBe('42501');
    expect(
      (
        await bob.client
          .from('user_characters')
          .update({ name: 'Stolen' })
          .eq('id', created.data!.id)
          .select()
      ).data,
    ).toEqual([]);
    expect(
      (await bob.client.from('user_characters').insert({ user_id: alice.user.id, name: 'Forged' }))
        .error?.code,
    ).toBe('42501');
    const tooManyTraits = await alice.client
      .from('user_characters')
      .insert({ user_id: alice.user.id, name: 'Max', traits: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(tooManyTraits.error?.code).toBe('23514');
    const longName = await alice.client
      .from('user_characters')
      .insert({ user_id: alice.user.id, name: 'x'.repeat(51) });
    expect(longName.error?.code).toBe('23514');
  });

  it('holds Free users to 5 characters, lifts the limit with a paid tier, and stamps edits with the server time', async () => {
    const carol = await signUpTestUser('carol');
    const make = (name: string) =>
      carol.client
        .from('user_characters')
        .insert({ user_id: carol.user.id, name })
        .select('id, updated_at')
        .single();
    const first = await make('One');
    for (const name of ['Two', 'Three', 'Four', 'Five'])
      expect((await make(name)).error).toBeNull();
    const sixth = await make('Six');
    expect(sixth.error).toMatchObject({
      code: '23514',
      message: 'Character limit reached: your plan allows 5 characters',
    });
    expect(
      (
        await serviceClient().rpc('admin_set_user_tier', {
          target_user: carol.user.id,
          new_tier: 'Premium',
        })
      ).error,
    ).toBeNull();
    expect((await make('Six')).error).toBeNull();
    const edited = await carol.client
      .from('user_characters')
      .update({ description: 'Brave', updated_at: '2000-01-01T00:00:00Z' })
      .eq('id', first.data!.id)
      .select('updated_at')
      .single();
    expect(Date.parse(edited.data!.updated_at)).toBeGreaterThan(Date.parse(first.data!.updated_at));
  });

  it('shows a profile to everyone once its user publishes, and lets only the owner change it', async () => {
    const visible = async () =>
      (await visitorClient().from('profiles').select('id').eq('id', alice.user.id)).data;
    expect(await visible()).toEqual([]);
    const shared = crypto.randomUUID();
    await alice.client
      .from('stories')
      .insert({ id: shared, user_id: alice.user.id, title: 'Shared' });
    await publishAsService(shared);
    expect(await visible()).toEqual([{ id: alice.user.id }]);
    expect(
      (
        await bob.client
          .from('profiles')
          .update({ display_name: 'Not Alice' })
          .eq('id', alice.user.id)
          .select()
      ).data,
    ).toEqual([]);
    expect(
      (
        await alice.client
          .from('profiles')
          .update({ display_name: 'Alice' })
          .eq('id', alice.user.id)
          .select('display_name')
      ).data,
    ).toEqual([{ display_name: 'Alice' }]);
  });

  it('lets users like public stories as themselves only', async () => {
    const story = '0d3c1a5e-6f2b-4c8e-9a1d-000000000002';
    expect(
      (await bob.client.from('story_likes').insert({ story_id: story, user_id: bob.user.id }))
        .error,
    ).toBeNull();
    expect(
      (await bob.client.from('story_likes').insert({ story_id: story, user_id: alice.user.id }))
        .error?.code,
    ).toBe('42501');
    expect(
      (await visitorClient().from('story_likes').insert({ story_id: story, user_id: bob.user.id }))
        .error?.code,
    ).toBe('42501');
    expect(
      (await visitorClient().from('public_stories').select('like_count').eq('id', story).single())
        .data?.like_count,
    ).toBeGreaterThanOrEqual(1);
    const privateStory = crypto.randomUUID();
    await alice.client
      .from('stories')
      .insert({ id: privateStory, user_id: alice.user.id, title: 'Mine' });
    expect(
      (
        await bob.client
          .from('story_likes')
          .insert({ story_id: privateStory, user_id: bob.user.id })
      ).error?.code,
    ).toBe('42501');
  });

  it('shows tier limits to everyone and lets nobody but the service role change them', async () => {
    const tiers = await visitorClient()
      .from('tier_limits')
      .select('tier_name, stories_per_month, voice_generations_per_month, images_per_story')
      .in('tier_name', ['Free', 'Premium', 'Pro', 'Family', 'Enterprise'])
      .order('sort_order');
    expect(tiers.data).toEqual([
      {
        tier_name: 'Free',
        stories_per_month: 5,
        voice_generations_per_month: 10,
        images_per_story: 3,
      },
      {
        tier_name: 'Premium',
        stories_per_month: 30,
        voice_generations_per_month: 60,
        images_per_story: 10,
      },
      {
        tier_name: 'Pro',
        stories_per_month: -1,
        voice_generations_per_month: 150,
        images_per_story: -1,
      },
      {
        tier_name: 'Family',
        stories_per_month: -1,
        voice_generations_per_month: 150,
        images_per_story: -1,
      },
      {
        tier_name: 'Enterprise',
        stories_per_month: -1,
        voice_generations_per_month: -1,
        images_per_story: -1,
      },
    ]);
    expect(
      (
        await admin.client
          .from('tier_limits')
          .update({ stories_per_month: 999 })
          .eq('tier_name', 'Free')
      ).error?.code,
    ).toBe('42501');
  });

  it('keeps subscriptions, founder status and usage readable by their owner and writable only by the service role', async () => {
    expect(
      (
        await alice.client
          .from('subscribers')
          .insert({ user_id: alice.user.id, subscribed: true, subscription_tier: 'Pro' })
      ).error?.code,
    ).toBe('42501');
    expect(
      (
        await alice.client.from('user_founders').insert({
          user_id: alice.user.id,
          founder_tier: 'genesis',
          founder_number: 1,
          lifetime_discount: 100,
        })
      ).error?.code,
    ).toBe('42501');
    expect(
      (
        await alice.client
          .from('user_usage')
          .insert({ user_id: alice.user.id, month_year: '2026-11', stories_created: -5 })
      ).error?.code,
    ).toBe('42501');
    const service = serviceClient();
    expect(
      (
        await service
          .from('subscribers')
          .insert({ user_id: alice.user.id, subscribed: true, subscription_tier: 'Premium' })
      ).error,
    ).toBeNull();
    expect(
      (await alice.client.from('subscribers').select('subscription_tier').single()).data,
    ).toEqual({ subscription_tier: 'Premium' });
    expect(
      (await bob.client.from('subscribers').select('user_id').eq('user_id', alice.user.id)).data,
    ).toEqual([]);
    expect(
      (
        await alice.client
          .from('subscribers')
          .update({ subscription_tier: 'Enterprise' })
          .eq('user_id', alice.user.id)
      ).error?.code,
    ).toBe('42501');
    expect((await visitorClient().from('subscribers').select('user_id')).error?.code).toBe('42501');
  });

  it('lets nobody make themselves an admin', async () => {
    expect(
      (await bob.client.from('user_roles').insert({ user_id: bob.user.id, role: 'admin' })).error
        ?.code,
    ).toBe('42501');
    expect((await bob.client.from('user_roles').select('role')).data).toEqual([]);
    expect(
      (
        await bob.client.rpc('admin_set_role', {
          target_user: bob.user.id,
          role: 'admin',
          granted: true,
        })
      ).error?.code,
    ).toBe('42501');
  });
});
