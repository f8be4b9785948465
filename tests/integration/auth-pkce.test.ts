// GoTrue's PKCE with the real supabase-js (flowType 'pkce'): sign-up confirmation, recovery,
// magic link and email change links redirect with ?code= and no token, and only the client
// that holds the code verifier can exchange the code, once.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { followMailLink, lastMailTo } from './support/auth-mail.ts';
import { createNodeSupabaseClient } from './support/create-sync-device.ts';
import { startAuthApp, type MountedAuthApp } from './support/start-auth-app.ts';
import { TEST_PASSWORD, signUpTestUser, uniqueEmail } from './support/test-users.ts';
import { readJwtSecret } from './support/read-jwt-secret.ts';

const stack = inject('stack');
let confirming: MountedAuthApp;

beforeAll(async () => {
  confirming = await startAuthApp({
    databaseUrl: stack.databaseUrl,
    jwtSecret: readJwtSecret(),
    rateLimits: { windowSeconds: 300, perIp: 100_000, perEmail: 50 },
    settings: { autoconfirm: false },
  });
});
afterAll(async () => confirming?.close());

const pkceClient = (url = stack.url) =>
  createNodeSupabaseClient(url, stack.anonKey, { flowType: 'pkce' });

async function exchangeCode(authCode: string, codeVerifier: string) {
  const response = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ auth_code: authCode, code_verifier: codeVerifier }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { user?: { email: string } },
  };
}

/** Follows a mail link and checks it hands over a code and never a token. */
async function codeFromLink(link: string, callback: string) {
  const { location } = await followMailLink(link);
  expect(`${location.origin}${location.pathname}`).toBe(callback);
  expect(location.hash).toBe('');
  expect(location.search).not.toContain('access_token');
  expect(location.search).not.toContain('refresh_token');
  const code = location.searchParams.get('code');
  expect(code).toMatch(/^[0-9a-f-]{36}$/);
  return code!;
}

describe('PKCE', () => {
  it('confirms a sign-up: the link gives a code the signing-up client exchanges for a session', async () => {
    const email = uniqueEmail('pkce-signup');
    const client = pkceClient(confirming.url);
    const callback = `${confirming.url}/auth/callback`;
    const signUp = await client.auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { emailRedirectTo: callback },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const code = await codeFromLink((await lastMailTo(email)).links[0]!, callback);

    const stolen = await exchangeCode(code, randomBytes(32).toString('base64url'));
    expect(stolen.status).toBe(403);
    expect(stolen.body).toMatchObject({ error_code: 'bad_code_verifier' });
    expect(stolen.body.access_token).toBeUndefined();

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(exchanged.data.session?.user.email_confirmed_at).toBeTruthy();
    expect(exchanged.data.session?.user.identities?.map((identity) => identity.provider)).toEqual([
      'email',
    ]);
    const again = await exchangeCode(code, 'any verifier at all, the code is spent already');
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error_code: 'flow_state_not_found' });
  });

  it('recovers a password: the reset link lands on the callback with a code and a recovery session', async () => {
    const { email } = await signUpTestUser('pkce-recovery');
    const client = pkceClient();
    const callback = `${stack.url}/auth/callback`;
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    expect(
      (await client.auth.resetPasswordForEmail(email, { redirectTo: callback })).error,
    ).toBeNull();
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Reset your StoryCanvas password');
    const code = await codeFromLink(mail.links[0]!, callback);
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'a recovered password' })).error).toBeNull();
    expect(
      (
        await createNodeSupabaseClient(stack.url, stack.anonKey).auth.signInWithPassword({
          email,
          password: 'a recovered password',
        })
      ).error,
    ).toBeNull();
  });

  it('signs in with a magic link', async () => {
    const { email, user } = await signUpTestUser('pkce-magic');
    const client = pkceClient();
    const callback = `${stack.url}/auth/callback`;
    expect(
      (await client.auth.signInWithOtp({ email, options: { emailRedirectTo: callback } })).error,
    ).toBeNull();
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Your StoryCanvas sign-in link');
    const exchanged = await client.auth.exchangeCodeForSession(
      await codeFromLink(mail.links[0]!, callback),
    );
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.id).toBe(user.id);
  });

  it('changes an email: the second of the two links gives the code', async () => {
    const { email, accessToken } = await signUpTestUser('pkce-old');
    const newEmail = uniqueEmail('pkce-new');
    const callback = `${stack.url}/auth/callback`;
    // supabase-js drops its verifier when updateUser saves the session, so the request is made
    // here as GoTrue receives it.
    const verifier = randomBytes(32).toString('base64url');
    const update = await fetch(
      `${stack.url}/auth/v1/user?redirect_to=${encodeURIComponent(callback)}`,
      {
        method: 'PUT',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          email: newEmail,
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 's256',
        }),
      },
    );
    expect(update.status).toBe(200);
    const first = await followMailLink((await lastMailTo(newEmail)).links[0]!);
    expect(first.location.searchParams.get('code')).toBeNull();
    expect(first.fragment.get('message')).toContain('other email');
    const code = await codeFromLink((await lastMailTo(email)).links[0]!, callback);
    const exchanged = await exchangeCode(code, verifier);
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.user?.email).toBe(newEmail);
  });

  it('refuses a malformed challenge and an unknown code with GoTrue’s errors', async () => {
    const response = await fetch(`${stack.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('pkce-bad'),
        code_challenge: 'short',
        code_challenge_method: 's256',
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
    const unknown = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ auth_code: crypto.randomUUID(), code_verifier: 'x'.repeat(50) }),
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error_code: 'flow_state_not_found' });
  });
});
