// The account-takeover paths of the security issue, closed: the admin role only for a confirmed
// address, email changes confirmed by both addresses, links built from the configured site URL
// (never Host) and redirect_to checked against the allow-list, password changes needing a recent
// sign-in or reauthentication, and PUT /user refusing bodies that are not objects.
import { request as httpRequest } from 'node:http';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeOf, followMailLink, lastMailTo, mailsTo } from './support/auth-mail.ts';
import { createNodeSupabaseClient } from './support/create-sync-device.ts';
import { startAuthApp, type MountedAuthApp } from './support/start-auth-app.ts';
import { TEST_PASSWORD, signUpTestUser, uniqueEmail, visitorClient } from './support/test-users.ts';
import { readJwtSecret } from './support/read-jwt-secret.ts';

const stack = inject('stack');
const sql = postgres(stack.databaseUrl, { max: 2, onnotice: () => undefined });
const bossEmail = uniqueEmail('boss');
let confirming: MountedAuthApp;
let autoconfirming: MountedAuthApp;

beforeAll(async () => {
  const common = {
    databaseUrl: stack.databaseUrl,
    jwtSecret: readJwtSecret(),
    rateLimits: { windowSeconds: 300, perIp: 100_000, perEmail: 50 },
    adminEmails: [bossEmail],
  };
  confirming = await startAuthApp({ ...common, settings: { autoconfirm: false } });
  autoconfirming = await startAuthApp({ ...common, settings: { autoconfirm: true } });
});
afterAll(async () => {
  await confirming?.close();
  await autoconfirming?.close();
  await sql.end();
});

const isAdmin = async (userId: string) =>
  (await sql`select 1 from public.user_roles where user_id = ${userId} and role = 'admin'`).length >
  0;

/** A request whose Host header says what an attacker wants. */
function requestWithHost(path: string, host: string, body?: unknown) {
  const target = new URL(path, stack.url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      target,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Host: host, apikey: stack.anonKey, 'Content-Type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('the admin role of ADMIN_EMAILS', () => {
  it('is not granted by a sign-up until the address is confirmed', async () => {
    const client = createNodeSupabaseClient(confirming.url, stack.anonKey);
    const signUp = await client.auth.signUp({ email: bossEmail, password: TEST_PASSWORD });
    expect(signUp.error).toBeNull();
    const userId = signUp.data.user!.id;
    expect(await isAdmin(userId)).toBe(false);
    await followMailLink(
      (await lastMailTo(bossEmail)).links[0]!.replace(stack.url, confirming.url),
    );
    expect(await isAdmin(userId)).toBe(true);
  });

  it('is not taken by changing one’s email to an admin address without both confirmations', async () => {
    const attacker = createNodeSupabaseClient(autoconfirming.url, stack.anonKey);
    const email = uniqueEmail('attacker');
    const { data } = await attacker.auth.signUp({ email, password: TEST_PASSWORD });
    const target = uniqueEmail('boss-to-be');
    const changed = await attacker.auth.updateUser({ email: target });
    expect(changed.error).toBeNull();
    expect(changed.data.user).toMatchObject({ email, new_email: target });
    const again = createNodeSupabaseClient(autoconfirming.url, stack.anonKey);
    expect(
      (await again.auth.signInWithPassword({ email: target, password: TEST_PASSWORD })).error?.code,
    ).toBe('invalid_credentials');
    expect((await mailsTo(target)).map((mail) => mail.subject)).toEqual([
      'Confirm your new StoryCanvas email address',
    ]);
    expect((await lastMailTo(email)).subject).toBe(
      'Confirm the change of your StoryCanvas email address',
    );
    expect(await isAdmin(data.user!.id)).toBe(false);
  });
});

describe('links and the public config', () => {
  it('build reset links from the site URL, whatever the Host header says', async () => {
    const { email } = await signUpTestUser('host-header');
    const answer = await requestWithHost('/auth/v1/recover', 'attacker.example', { email });
    expect(answer.status).toBe(200);
    const link = (await lastMailTo(email)).links[0]!;
    expect(link.startsWith(`${stack.url}/auth/v1/verify?`)).toBe(true);
    expect(link).not.toContain('attacker.example');
    const config = await requestWithHost('/api/config', 'attacker.example');
    expect(JSON.parse(config.text)).toMatchObject({ supabaseUrl: stack.url });
  });

  it('send the reader only to the site or an allowed redirect URL', async () => {
    const { email } = await signUpTestUser('redirects');
    for (const [requested, expected] of [
      ['https://attacker.example/steal', `${stack.url}`],
      [`${stack.url}.attacker.example/auth/callback`, `${stack.url}`],
      ['javascript:alert(1)', `${stack.url}`],
      [`${stack.url}/auth/callback`, `${stack.url}/auth/callback`],
    ] as const) {
      await visitorClient().auth.resetPasswordForEmail(email, { redirectTo: requested });
      const { location } = await followMailLink((await lastMailTo(email)).links[0]!);
      expect(`${location.origin}${location.pathname}`.replace(/\/$/, '')).toBe(expected);
    }
  });
});

describe('password change', () => {
  async function staleSession() {
    const signedIn = await signUpTestUser('stale');
    const sessionId = (
      JSON.parse(Buffer.from(signedIn.accessToken.split('.')[1]!, 'base64url').toString()) as {
        session_id: string;
      }
    ).session_id;
    await sql`update auth.sessions set created_at = now() - interval '1 day' where id = ${sessionId}`;
    return signedIn;
  }

  it('needs reauthentication when the sign-in is not recent, then works with the emailed code', async () => {
    const { client, email } = await staleSession();
    const refused = await client.auth.updateUser({ password: 'a stolen token password' });
    expect(refused.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect(
      (await visitorClient().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error,
    ).toBeNull();

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Your StoryCanvas confirmation code');
    const wrong = await client.auth.updateUser({
      password: 'a new long password',
      nonce: '000000' === codeOf(mail) ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 400, code: 'reauthentication_not_valid' });
    const changed = await client.auth.updateUser({
      password: 'a new long password',
      nonce: codeOf(mail),
    });
    expect(changed.error).toBeNull();
    expect(
      (await visitorClient().auth.signInWithPassword({ email, password: 'a new long password' }))
        .error,
    ).toBeNull();
    const reused = await client.auth.updateUser({
      password: 'yet another password',
      nonce: codeOf(mail),
    });
    expect(reused.error).toMatchObject({ code: 'reauthentication_not_valid' });
  });

  it('accepts the current password instead of a code', async () => {
    const { client, accessToken } = await staleSession();
    const wrong = await fetch(`${stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        password: 'another long password',
        current_password: 'not it at all',
      }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error_code: 'current_password_mismatch' });
    const right = await fetch(`${stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ password: 'another long password', current_password: TEST_PASSWORD }),
    });
    expect(right.status).toBe(200);
    expect((await client.auth.getUser()).error).toBeNull();
  });
});

describe('PUT /auth/v1/user', () => {
  it('refuses null, arrays, strings and numbers with GoTrue’s JSON error and changes nothing', async () => {
    const { accessToken, user } = await signUpTestUser('bad-bodies');
    for (const body of ['null', '[]', '[{"data":{"x":1}}]', '"email"', '42', '{"data":[1]}']) {
      const response = await fetch(`${stack.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
        },
        body,
      });
      expect(response.status).toBe(400);
      const error = (await response.json()) as { code: number; error_code: string; msg: string };
      expect(error.code).toBe(400);
      expect(['bad_json', 'validation_failed']).toContain(error.error_code);
    }
    const [row] = await sql<
      { raw_user_meta_data: unknown }[]
    >`select raw_user_meta_data from auth.users where id = ${user.id}`;
    expect(row?.raw_user_meta_data).toEqual({});
  });
});
