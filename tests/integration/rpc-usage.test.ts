// The usage functions of docs/product.md §7 with their exact argument names: a caller reads and counts only
// their own usage, and check_usage_limit honours the real tier, -1 (unlimited), 0 and unknown tiers.
import { beforeAll, describe, expect, it } from 'vitest';
import {
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
