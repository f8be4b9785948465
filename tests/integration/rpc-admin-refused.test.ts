// A non-admin's call to an admin function is refused and changes nothing: no self-granted admin
// role, tier or founder place, and no revoking the real admin (docs/product.md §6, enforced by the database).
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, serviceClient, signUpTestUser, type TestUser } from './support/test-users.ts';

describe('admin functions called by a non-admin', () => {
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    [admin, member] = await Promise.all([
      signUpTestUser('admin', ADMIN_EMAIL),
      signUpTestUser('climber'),
    ]);
  });

  async function readStanding(userId: string) {
    const service = serviceClient();
    const [roles, subscription, founder] = await Promise.all([
      service.from('user_roles').select('role').eq('user_id', userId),
      service.from('subscribers').select('subscription_tier').eq('user_id', userId),
      service.from('user_founders').select('founder_tier').eq('user_id', userId),
    ]);
    return { roles: roles.data, subscription: subscription.data, founder: founder.data };
  }

  it('cannot make itself an admin, a paying tier or a founder', async () => {
    const before = await readStanding(member.user.id);
    expect(before).toEqual({ roles: [], subscription: [], founder: [] });

    const grant = await member.client.rpc('admin_set_role', {
      target_user: member.user.id,
      role: 'admin',
      granted: true,
    });
    const tier = await member.client.rpc('admin_set_user_tier', {
      target_user: member.user.id,
      new_tier: 'Enterprise',
    });
    const founder = await member.client.rpc('admin_set_founder', {
      target_user: member.user.id,
      founder_tier: 'genesis',
      founder_number: 1,
      lifetime_discount: 100,
    });
    for (const refused of [grant, tier, founder]) {
      expect(refused.error).toMatchObject({
        code: '42501',
        message: 'Admin access requires proper database role configuration',
      });
    }

    expect(await readStanding(member.user.id)).toEqual(before);
    expect(
      (await member.client.rpc('has_role', { _user_id: member.user.id, _role: 'admin' })).data,
    ).toBe(false);
    const { data: users } = await admin.client.rpc('admin_list_users');
    expect(users!.find((row: { user_id: string }) => row.user_id === member.user.id)).toMatchObject(
      {
        tier: 'Free',
        founder_tier: null,
        founder_number: null,
        lifetime_discount: null,
        is_admin: false,
      },
    );
  });

  it('cannot take the admin role away from an admin or change an admin’s tier', async () => {
    const before = await readStanding(admin.user.id);
    expect(before.roles).toEqual([{ role: 'admin' }]);

    expect(
      (
        await member.client.rpc('admin_set_role', {
          target_user: admin.user.id,
          role: 'admin',
          granted: false,
        })
      ).error?.code,
    ).toBe('42501');
    expect(
      (
        await member.client.rpc('admin_set_user_tier', {
          target_user: admin.user.id,
          new_tier: 'Free',
        })
      ).error?.code,
    ).toBe('42501');
    expect(
      (
        await member.client.rpc('admin_set_founder', {
          target_user: admin.user.id,
          founder_tier: null,
          founder_number: null,
          lifetime_discount: null,
        })
      ).error?.code,
    ).toBe('42501');

    expect(await readStanding(admin.user.id)).toEqual(before);
    expect((await admin.client.rpc('admin_list_users')).error).toBeNull();
  });
});
