// The auth service as supabase-js uses it, against the running local stack.
import { SignJWT } from 'jose';
import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { createNodeSupabaseClient } from './support/create-sync-device.ts';
import {
  ADMIN_EMAIL,
  TEST_PASSWORD,
  signUpTestUser,
  uniqueEmail,
  visitorClient,
} from './support/test-users.ts';
import { readJwtSecret } from './support/read-jwt-secret.ts';

const stack = inject('stack');

async function backdateRefreshToken(token: string) {
  const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });
  await sql`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = ${token}`;
  await sql.end();
}

async function outboxFor(email: string) {
  const response = await fetch(`${stack.url}/_dev/mail?to=${encodeURIComponent(email)}`);
  return (await response.json()) as { subject: string; text: string; links: string[] }[];
}

describe('auth service', () => {
  it('signs up, signs in, and knows the user', async () => {
    const { user, email } = await signUpTestUser('signup');
    const client = visitorClient();
    const { data, error } = await client.auth.signInWithPassword({
      email,
      password: TEST_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect((await client.auth.getUser()).data.user).toMatchObject({
      id: user.id,
      email,
      aud: 'authenticated',
    });
  });

  it('refuses a wrong password, a duplicate email, a weak password and a malformed email with GoTrue’s codes', async () => {
    const { email } = await signUpTestUser('refusals');
    const client = visitorClient();
    const wrong = await client.auth.signInWithPassword({ email, password: 'not the password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const duplicate = await client.auth.signUp({ email, password: TEST_PASSWORD });
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    const weak = await client.auth.signUp({ email: uniqueEmail('weak'), password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const malformed = await client.auth.signUp({ email: 'not-an-email', password: TEST_PASSWORD });
    expect(malformed.error).toMatchObject({ status: 400, code: 'email_address_invalid' });
  });

  it('rotates refresh tokens and revokes the session when an old one is reused after the reuse interval', async () => {
    const { client } = await signUpTestUser('refresh');
    const first = (await client.auth.getSession()).data.session!;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token);
    await backdateRefreshToken(first.refresh_token);

    const replay = await fetch(`${stack.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: stack.anonKey },
      body: JSON.stringify({ refresh_token: first.refresh_token }),
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error_code: 'refresh_token_already_used' });
    const afterReuse = await client.auth.refreshSession();
    expect(afterReuse.error).not.toBeNull();
  });

  it('signs out one device (local) or every device (global)', async () => {
    const { email } = await signUpTestUser('signout');
    const phone = visitorClient();
    const laptop = visitorClient();
    await phone.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    await laptop.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const laptopToken = (await laptop.auth.getSession()).data.session!.access_token;
    await phone.auth.signOut({ scope: 'local' });
    expect((await laptop.auth.getUser()).error).toBeNull();
    await laptop.auth.signOut({ scope: 'global' });
    const afterGlobal = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${laptopToken}`, apikey: stack.anonKey },
    });
    expect(afterGlobal.status).toBe(403);
    expect(await afterGlobal.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('resets a forgotten password through the link in the outbox', async () => {
    const { email } = await signUpTestUser('reset');
    const client = visitorClient();
    expect(
      (
        await client.auth.resetPasswordForEmail(email, {
          redirectTo: `${stack.url}/auth/reset-password`,
        })
      ).error,
    ).toBeNull();
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe('Reset your StoryCanvas password');
    const link = mail!.links[0]!;
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location')!);
    expect(location.pathname).toBe('/auth/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const recovering = createNodeSupabaseClient(stack.url, stack.anonKey);
    await recovering.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(
      (await recovering.auth.updateUser({ password: 'a brand new password' })).error,
    ).toBeNull();
    expect(
      (await visitorClient().auth.signInWithPassword({ email, password: 'a brand new password' }))
        .error,
    ).toBeNull();
    expect(
      (await visitorClient().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error
        ?.code,
    ).toBe('invalid_credentials');
    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('answers the same for an unknown email, so accounts cannot be discovered', async () => {
    const response = await fetch(`${stack.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: stack.anonKey },
      body: JSON.stringify({ email: uniqueEmail('nobody') }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('rejects expired, wrongly signed and garbled tokens', async () => {
    const { user } = await signUpTestUser('tokens');
    const sign = (secret: string, expires: number) =>
      new SignJWT({ role: 'authenticated', aud: 'authenticated', session_id: crypto.randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setExpirationTime(expires)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    for (const [token, message] of [
      [await sign(readJwtSecret(), now - 60), 'expired'],
      [await sign('not-the-secret-not-the-secret-123', now + 60), 'signature'],
      ['garbage.token.here', 'signature'],
    ] as const) {
      const response = await fetch(`${stack.url}/auth/v1/user`, {
        headers: { Authorization: `Bearer ${token}`, apikey: stack.anonKey },
      });
      expect(response.status).toBe(401);
      const body = (await response.json()) as { error_code: string; msg: string };
      expect(body.error_code).toBe('bad_jwt');
      expect(body.msg).toContain(message);
      const viaClient = await visitorClient().auth.getUser(token);
      expect(viaClient.data.user).toBeNull();
      expect(viaClient.error).toMatchObject({ status: 401, code: 'bad_jwt' });
    }
    const rest = await fetch(`${stack.url}/rest/v1/stories?select=id&limit=1`, {
      headers: {
        Authorization: `Bearer ${await sign('not-the-secret-not-the-secret-123', now + 60)}`,
        apikey: stack.anonKey,
      },
    });
    expect(rest.status).toBe(401);
  });

  it('makes ADMIN_EMAILS admins and lets PostgREST act as the signed-in user', async () => {
    const admin = await signUpTestUser('admin', ADMIN_EMAIL);
    const roles = await admin.client.from('user_roles').select('role').eq('user_id', admin.user.id);
    expect(roles.data).toEqual([{ role: 'admin' }]);
    const asVisitor = await visitorClient()
      .from('user_roles')
      .select('role')
      .eq('user_id', admin.user.id);
    expect(asVisitor.data).toEqual([]);
    const { data } = await admin.client.rpc('has_role', {
      _user_id: admin.user.id,
      _role: 'admin',
    });
    expect(data).toBe(true);
  });
});
