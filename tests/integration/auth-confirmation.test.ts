// The auth service with email confirmation on and tight attempt limits, as supabase-js sees it:
// confirmation and email-change links through the outbox, password changes, 429s.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createNodeSupabaseClient } from './support/create-sync-device.ts';
import { startAuthApp, type MountedAuthApp } from './support/start-auth-app.ts';
import { TEST_PASSWORD, signUpTestUser, uniqueEmail, visitorClient } from './support/test-users.ts';
import { readJwtSecret } from './support/read-jwt-secret.ts';

const stack = inject('stack');
let mounted: MountedAuthApp;

async function lastMailTo(email: string) {
  const response = await fetch(`${stack.url}/_dev/mail?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as { subject: string; text: string; links: string[] }[];
  return mails[0];
}

async function followLink(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

const client = () => createNodeSupabaseClient(mounted.url, stack.anonKey);

beforeAll(async () => {
  mounted = await startAuthApp({
    databaseUrl: stack.databaseUrl,
    jwtSecret: readJwtSecret(),
    settings: { autoconfirm: false },
    rateLimits: { windowSeconds: 300, perIp: 100_000, perEmail: 10 },
  });
});
afterAll(async () => mounted?.close());

describe('auth service with email confirmation', () => {
  it('signs up without a session, refuses sign-in until the link in the outbox is followed', async () => {
    const email = uniqueEmail('confirm');
    const signUp = await client().auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { emailRedirectTo: `${mounted.url}/auth/callback`, data: { name: 'Ada' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({
      email,
      email_confirmed_at: null,
      user_metadata: { name: 'Ada' },
    });

    const early = await client().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Confirm your StoryCanvas account');
    const { location, fragment } = await followLink(mail!.links[0]!);
    expect(location.pathname).toBe('/auth/callback');
    expect(fragment.get('type')).toBe('signup');
    const fromLink = client();
    await fromLink.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await fromLink.auth.getUser()).data.user?.email_confirmed_at).toBeTruthy();

    const signIn = await client().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.email).toBe(email);
  });

  it('answers a sign-up for a taken address like a new one, re-sending only to unconfirmed accounts', async () => {
    const { email: taken } = await signUpTestUser('taken');
    const again = await client().auth.signUp({ email: taken, password: 'some other password' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.email).toBe(taken);
    expect(await lastMailTo(taken)).toBeUndefined();
    expect(
      (await client().auth.signInWithPassword({ email: taken, password: 'some other password' }))
        .error?.code,
    ).toBe('invalid_credentials');

    const pending = uniqueEmail('pending');
    const first = await client().auth.signUp({ email: pending, password: TEST_PASSWORD });
    const firstLink = (await lastMailTo(pending))!.links[0]!;
    const second = await client().auth.signUp({ email: pending, password: TEST_PASSWORD });
    expect(second.data.user?.id).toBe(first.data.user?.id);
    const secondLink = (await lastMailTo(pending))!.links[0]!;
    expect(secondLink).not.toBe(firstLink);
    expect((await followLink(firstLink)).fragment.get('error_code')).toBe('otp_expired');
    expect((await followLink(secondLink)).fragment.get('type')).toBe('signup');
  });

  it('changes the email only after the links sent to the new and the old address are both followed', async () => {
    const { email } = await signUpTestUser('old-address');
    const user = client();
    await user.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const newEmail = uniqueEmail('new-address');
    const update = await user.auth.updateUser({ email: newEmail });
    expect(update.error).toBeNull();
    expect(update.data.user).toMatchObject({ email, new_email: newEmail });
    expect(
      (await client().auth.signInWithPassword({ email: newEmail, password: TEST_PASSWORD })).error
        ?.code,
    ).toBe('invalid_credentials');

    const toNew = await lastMailTo(newEmail);
    expect(toNew?.subject).toBe('Confirm your new StoryCanvas email address');
    const toOld = await lastMailTo(email);
    expect(toOld?.subject).toBe('Confirm the change of your StoryCanvas email address');
    const first = await followLink(toNew!.links[0]!);
    expect(first.fragment.get('message')).toContain('confirm link sent to the other email');
    expect(first.fragment.get('access_token')).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email: newEmail, password: TEST_PASSWORD })).error
        ?.code,
    ).toBe('invalid_credentials');

    const { fragment } = await followLink(toOld!.links[0]!);
    expect(fragment.get('type')).toBe('email_change');
    expect(
      (await client().auth.signInWithPassword({ email: newEmail, password: TEST_PASSWORD })).error,
    ).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error?.code,
    ).toBe('invalid_credentials');
    expect((await followLink(toNew!.links[0]!)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('answers 429 after too many sign-in attempts for one email, while other emails still get through', async () => {
    const { email } = await signUpTestUser('limited');
    const attempts = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      attempts.push(await client().auth.signInWithPassword({ email, password: 'wrong password!' }));
    expect(attempts.slice(0, 10).map((result) => result.error?.code)).toEqual(
      Array(10).fill('invalid_credentials'),
    );
    expect(attempts[10]!.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const correctButLimited = await client().auth.signInWithPassword({
      email,
      password: TEST_PASSWORD,
    });
    expect(correctButLimited.error?.status).toBe(429);
    const { email: other } = await signUpTestUser('not-limited');
    expect(
      (await client().auth.signInWithPassword({ email: other, password: TEST_PASSWORD })).error,
    ).toBeNull();
  });

  it('sends at most 5 recovery mails an hour for one email', async () => {
    const { email } = await signUpTestUser('recover-limit');
    const results = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      results.push((await client().auth.resetPasswordForEmail(email)).error);
    expect(results.slice(0, 5)).toEqual(Array(5).fill(null));
    const mails = (await (
      await fetch(`${stack.url}/_dev/mail?to=${encodeURIComponent(email)}`)
    ).json()) as unknown[];
    expect(mails).toHaveLength(5);
    expect(results[5]).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('password change on the shared stack', () => {
  it('refuses the same password, and a new one ends the other sessions but keeps this one', async () => {
    const { client: phone, email } = await signUpTestUser('change-password');
    const laptop = visitorClient();
    const laptopSession = (await laptop.auth.signInWithPassword({ email, password: TEST_PASSWORD }))
      .data.session!;

    const same = await phone.auth.updateUser({ password: TEST_PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await phone.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    expect((await phone.auth.updateUser({ password: 'another long password' })).error).toBeNull();
    expect((await phone.auth.getUser()).error).toBeNull();
    const laptopUser = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${laptopSession.access_token}`, apikey: stack.anonKey },
    });
    expect(laptopUser.status).toBe(403);
    expect(await laptopUser.json()).toMatchObject({ error_code: 'session_not_found' });
    expect((await laptop.auth.getUser()).data.user).toBeNull();
    expect(
      (await visitorClient().auth.refreshSession({ refresh_token: laptopSession.refresh_token }))
        .error,
    ).not.toBeNull();
  });
});
