// auth.admin.* with the service-role key, anonymous sign-in that later becomes a full account
// (same id, same data), and the identities GoTrue reports, with the real supabase-js.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeOf, followMailLink, lastMailTo } from './support/auth-mail.ts';
import { createNodeSupabaseClient } from './support/create-sync-device.ts';
import { startAuthApp, type MountedAuthApp } from './support/start-auth-app.ts';
import {
  TEST_PASSWORD,
  serviceClient,
  signUpTestUser,
  uniqueEmail,
  visitorClient,
} from './support/test-users.ts';
import { readJwtSecret } from './support/read-jwt-secret.ts';

const stack = inject('stack');
let anonymousAllowed: MountedAuthApp;
let confirming: MountedAuthApp;

beforeAll(async () => {
  const common = {
    databaseUrl: stack.databaseUrl,
    jwtSecret: readJwtSecret(),
    rateLimits: { windowSeconds: 300, perIp: 100_000, perEmail: 50 },
  };
  anonymousAllowed = await startAuthApp({ ...common, settings: { anonymousUsers: true } });
  confirming = await startAuthApp({ ...common, settings: { autoconfirm: false } });
});
afterAll(async () => {
  await anonymousAllowed?.close();
  await confirming?.close();
});

/** What the auth service says of an access token: the session's end shows here first. */
async function userStatus(accessToken: string) {
  const response = await fetch(`${stack.url}/auth/v1/user`, {
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as { error_code?: string } };
}

describe('auth.admin', () => {
  const admin = () => serviceClient().auth.admin;

  it('creates, reads, lists, updates, bans and deletes users', async () => {
    await Promise.all([signUpTestUser('listed'), signUpTestUser('listed')]);
    const email = uniqueEmail('admin-made');
    const created = await admin().createUser({
      email,
      password: TEST_PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Grace' },
      app_metadata: { plan: 'family' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { full_name: 'Grace' },
      app_metadata: { plan: 'family', provider: 'email' },
    });
    expect(created.data.user?.identities?.[0]).toMatchObject({ provider: 'email', id });
    expect(
      (await visitorClient().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error,
    ).toBeNull();

    expect((await admin().getUserById(id)).data.user?.email).toBe(email);
    const missing = await admin().getUserById(crypto.randomUUID());
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const firstPage = await admin().listUsers({ page: 1, perPage: 2 });
    expect(firstPage.error).toBeNull();
    expect(firstPage.data.users).toHaveLength(2);
    expect(firstPage.data).toMatchObject({ nextPage: 2 });
    expect((firstPage.data as { total: number }).total).toBeGreaterThanOrEqual(3);
    const secondPage = await admin().listUsers({ page: 2, perPage: 2 });
    expect(secondPage.data.users[0]?.id).not.toBe(firstPage.data.users[0]?.id);

    const updated = await admin().updateUserById(id, {
      user_metadata: { favourite: 'dragons' },
      app_metadata: { plan: 'school' },
    });
    expect(updated.data.user).toMatchObject({
      user_metadata: { full_name: 'Grace', favourite: 'dragons' },
      app_metadata: { plan: 'school' },
    });
    const signedIn = await visitorClient().auth.signInWithPassword({
      email,
      password: TEST_PASSWORD,
    });
    expect((await admin().updateUserById(id, { ban_duration: '24h' })).error).toBeNull();
    expect((await userStatus(signedIn.data.session!.access_token)).body.error_code).toBe(
      'session_not_found',
    );
    expect(
      (await visitorClient().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error,
    ).toMatchObject({ code: 'user_banned' });
    await admin().updateUserById(id, { ban_duration: 'none' });
    expect(
      (await visitorClient().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error,
    ).toBeNull();

    expect((await admin().deleteUser(id)).error).toBeNull();
    expect((await admin().getUserById(id)).error?.code).toBe('user_not_found');
  });

  it('confirms an address, invites, generates links and signs a user out everywhere', async () => {
    const pending = await createNodeSupabaseClient(confirming.url, stack.anonKey).auth.signUp({
      email: uniqueEmail('admin-confirms'),
      password: TEST_PASSWORD,
    });
    const confirmed = await admin().updateUserById(pending.data.user!.id, { email_confirm: true });
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();

    const invited = uniqueEmail('invited');
    const invite = await admin().inviteUserByEmail(invited, {
      redirectTo: `${stack.url}/auth/callback`,
    });
    expect(invite.error).toBeNull();
    expect(invite.data.user?.invited_at).toBeTruthy();
    const mail = await lastMailTo(invited);
    expect(mail.subject).toBe('You have been invited to StoryCanvas');
    expect((await followMailLink(mail.links[0]!)).fragment.get('access_token')).toBeTruthy();

    const { email } = await signUpTestUser('generated');
    const link = await admin().generateLink({ type: 'magiclink', email });
    expect(link.error).toBeNull();
    expect(link.data.properties?.action_link).toContain(`${stack.url}/auth/v1/verify?token=`);
    expect(link.data.properties?.email_otp).toMatch(/^\d{6}$/);
    const viaCode = await visitorClient().auth.verifyOtp({
      email,
      token: link.data.properties!.email_otp,
      type: 'magiclink',
    });
    expect(viaCode.error).toBeNull();

    const user = await signUpTestUser('admin-signout');
    expect((await admin().signOut(user.accessToken, 'global')).error).toBeNull();
    expect(await userStatus(user.accessToken)).toMatchObject({
      status: 403,
      body: { error_code: 'session_not_found' },
    });
  });

  it('refuses every admin call without the service-role key, in JSON', async () => {
    const { accessToken } = await signUpTestUser('not-admin');
    const asUser = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${accessToken}` },
    });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toMatchObject({ code: 403, error_code: 'not_admin' });
    const listed = await visitorClient().auth.admin.listUsers();
    expect(listed.error?.status).toBe(403);
    expect(listed.data.users).toEqual([]);
  });
});

describe('anonymous sign-in', () => {
  it('is refused when the setting is off, and /settings says so', async () => {
    const settings = (await (
      await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.anonKey } })
    ).json()) as { external: { anonymous_users: boolean }; password_min_length: number };
    expect(settings.external.anonymous_users).toBe(false);
    expect(settings.password_min_length).toBe(8);
    expect((await visitorClient().auth.signInAnonymously()).error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
    });
  });

  it('keeps the same id and data when the anonymous reader adds an email and a password', async () => {
    const client = createNodeSupabaseClient(anonymousAllowed.url, stack.anonKey);
    const anonymous = await client.auth.signInAnonymously();
    expect(anonymous.error).toBeNull();
    const user = anonymous.data.user!;
    expect(user).toMatchObject({ is_anonymous: true, role: 'authenticated', email: '' });
    const token = anonymous.data.session!.access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      role: string;
      is_anonymous: boolean;
    };
    expect(claims).toMatchObject({ role: 'authenticated', is_anonymous: true });

    const storyId = crypto.randomUUID();
    const rest = createNodeSupabaseClient(stack.url, stack.anonKey);
    await rest.auth.setSession({
      access_token: token,
      refresh_token: anonymous.data.session!.refresh_token,
    });
    expect(
      (await rest.from('stories').insert({ id: storyId, user_id: user.id, title: 'Moon' })).error,
    ).toBeNull();

    const noEmail = await client.auth.updateUser({ password: TEST_PASSWORD });
    expect(noEmail.error?.code).toBe('email_address_not_provided');
    const email = uniqueEmail('was-anonymous');
    expect((await client.auth.updateUser({ email })).error).toBeNull();
    const verified = await client.auth.verifyOtp({
      email,
      token: codeOf(await lastMailTo(email)),
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ id: user.id, email, is_anonymous: false });
    expect((await client.auth.updateUser({ password: TEST_PASSWORD })).error).toBeNull();

    const later = createNodeSupabaseClient(stack.url, stack.anonKey);
    const signIn = await later.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(signIn.data.user?.id).toBe(user.id);
    const { data: stories } = await later.from('stories').select('id, title').eq('id', storyId);
    expect(stories).toEqual([{ id: storyId, title: 'Moon' }]);
  });
});

describe('identities', () => {
  it('lists the email identity, and answers a repeated sign-up of a confirmed address with none', async () => {
    const { client, email, user } = await signUpTestUser('identities');
    expect(user.identities?.map((identity) => identity.provider)).toEqual(['email']);
    const listed = await client.auth.getUserIdentities();
    expect(listed.data?.identities).toHaveLength(1);
    const repeated = await createNodeSupabaseClient(confirming.url, stack.anonKey).auth.signUp({
      email,
      password: TEST_PASSWORD,
    });
    expect(repeated.error).toBeNull();
    expect(repeated.data.user?.identities).toEqual([]);
  });
});
