// Enumeration: a visitor or a user must not list every account from profiles, nor ask has_role who
// the admins are. Profiles are public only for users who published; has_role answers only about the
// caller, except to an admin.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  signUpTestUser,
  visitorClient,
  type TestUser,
} from '../integration/support/test-users.ts';
import { publishAsService } from '../integration/support/publish-as-service.ts';

describe('accounts and roles cannot be enumerated', () => {
  let admin: TestUser;
  let quiet: TestUser;
  let author: TestUser;
  let snoop: TestUser;

  beforeAll(async () => {
    [admin, quiet, author, snoop] = await Promise.all([
      signUpTestUser('admin', ADMIN_EMAIL),
      signUpTestUser('enum-quiet'),
      signUpTestUser('enum-author'),
      signUpTestUser('enum-snoop'),
    ]);
    const published = crypto.randomUUID();
    const { error } = await author.client.from('stories').insert({
      id: published,
      user_id: author.user.id,
      title: 'Published',
    });
    expect(error).toBeNull();
    await publishAsService(published);
  });

  const profileIds = async (client = visitorClient()) =>
    ((await client.from('profiles').select('id').limit(10000)).data ?? []).map(
      (row) => row.id as string,
    );

  it('a visitor listing profiles sees authors, not everyone who signed up', async () => {
    const listed = await profileIds();
    expect(listed).toContain(author.user.id);
    expect(listed).not.toContain(quiet.user.id);
    expect(listed).not.toContain(snoop.user.id);
    expect(listed).not.toContain(admin.user.id);
  });

  it('a signed-in user sees their own profile and authors, not other accounts', async () => {
    const listed = await profileIds(snoop.client);
    expect(listed).toContain(snoop.user.id);
    expect(listed).toContain(author.user.id);
    expect(listed).not.toContain(quiet.user.id);
    expect((await snoop.client.from('profiles').select('id').eq('id', quiet.user.id)).data).toEqual(
      [],
    );
  });

  it('an admin still sees every profile', async () => {
    const listed = await profileIds(admin.client);
    expect(listed).toEqual(expect.arrayContaining([quiet.user.id, snoop.user.id, author.user.id]));
  });

  it('has_role about someone else says nothing to a visitor or a user', async () => {
    for (const client of [visitorClient(), snoop.client]) {
      const { data } = await client.rpc('has_role', { _user_id: admin.user.id, _role: 'admin' });
      expect(data).toBe(false);
    }
  });

  it('has_role still answers a user about themselves, and an admin about anyone', async () => {
    expect(
      (await admin.client.rpc('has_role', { _user_id: admin.user.id, _role: 'admin' })).data,
    ).toBe(true);
    expect(
      (await snoop.client.rpc('has_role', { _user_id: snoop.user.id, _role: 'admin' })).data,
    ).toBe(false);
    expect(
      (await snoop.client.rpc('has_role', { _user_id: snoop.user.id, _role: 'user' })).data,
    ).toBe(false);
    const { data: adminSeesAdmin } = await admin.client.rpc('has_role', {
      _user_id: admin.user.id,
      _role: 'admin',
    });
    expect(adminSeesAdmin).toBe(true);
  });

  it('the admin-only policies still hold for the admin (feedback triage) and not for others', async () => {
    expect((await admin.client.rpc('get_feedback_stats')).error).toBeNull();
    expect((await snoop.client.rpc('get_feedback_stats')).error).not.toBeNull();
  });
});
