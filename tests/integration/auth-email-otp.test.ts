// Signing in with an emailed link or six-digit code (signInWithOtp, verifyOtp for each type),
// resend, and the mail limits, with the real supabase-js against the local stack.
import { describe, expect, inject, it } from 'vitest';
import { codeOf, followMailLink, lastMailTo, mailsTo } from './support/auth-mail.ts';
import { TEST_PASSWORD, signUpTestUser, uniqueEmail, visitorClient } from './support/test-users.ts';

const stack = inject('stack');

describe('email sign-in links and codes', () => {
  it('signs in an existing reader with the six-digit code of the sign-in mail', async () => {
    const { email, user } = await signUpTestUser('otp-code');
    const client = visitorClient();
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Your StoryCanvas sign-in link');
    expect(mail.links[0]).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]+&type=magiclink/);
    const wrong = await client.auth.verifyOtp({
      email,
      token: codeOf(mail) === '123456' ? '654321' : '123456',
      type: 'email',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const verified = await client.auth.verifyOtp({ email, token: codeOf(mail), type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.id).toBe(user.id);
    const reused = await visitorClient().auth.verifyOtp({
      email,
      token: codeOf(mail),
      type: 'email',
    });
    expect(reused.error?.code).toBe('otp_expired');
    expect((await followMailLink(mail.links[0]!)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('creates the account of a new address and confirms it with the link, unless told not to', async () => {
    const email = uniqueEmail('otp-new');
    const refused = await visitorClient().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
    expect(await mailsTo(email)).toEqual([]);

    const client = visitorClient();
    expect(
      (await client.auth.signInWithOtp({ email, options: { data: { full_name: 'Ada' } } })).error,
    ).toBeNull();
    const mail = await lastMailTo(email);
    const { fragment } = await followMailLink(mail.links[0]!);
    expect(fragment.get('access_token')).toBeTruthy();
    const signedIn = visitorClient();
    await signedIn.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    const { data } = await signedIn.auth.getUser();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Ada' } });
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('verifies recovery and magiclink codes by their own type only', async () => {
    const { email } = await signUpTestUser('otp-types');
    await visitorClient().auth.resetPasswordForEmail(email);
    const recovery = codeOf(await lastMailTo(email));
    expect(
      (await visitorClient().auth.verifyOtp({ email, token: recovery, type: 'magiclink' })).error
        ?.code,
    ).toBe('otp_expired');
    const verified = await visitorClient().auth.verifyOtp({
      email,
      token: recovery,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });

  it('verifies a link’s token hash sent by the app (verifyOtp with token_hash)', async () => {
    const { email } = await signUpTestUser('otp-hash');
    await visitorClient().auth.signInWithOtp({ email });
    const tokenHash = new URL((await lastMailTo(email)).links[0]!).searchParams.get('token')!;
    const verified = await visitorClient().auth.verifyOtp({
      token_hash: tokenHash,
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });

  it('answers a second sign-in mail within a minute with GoTrue’s 429', async () => {
    const { email } = await signUpTestUser('otp-frequency');
    expect((await visitorClient().auth.signInWithOtp({ email })).error).toBeNull();
    const again = await visitorClient().auth.signInWithOtp({ email });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('resend', () => {
  it('resends an email change to the new address and ignores unknown addresses', async () => {
    const { client, email } = await signUpTestUser('resend-change');
    const newEmail = uniqueEmail('resend-new');
    await client.auth.updateUser({ email: newEmail });
    const firstLink = (await lastMailTo(newEmail)).links[0]!;
    expect((await visitorClient().auth.resend({ type: 'email_change', email })).error).toBeNull();
    const mails = await mailsTo(newEmail);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.links[0]).not.toBe(firstLink);
    expect((await followMailLink(firstLink)).fragment.get('error_code')).toBe('otp_expired');
    expect(
      (await visitorClient().auth.resend({ type: 'signup', email: uniqueEmail('nobody') })).error,
    ).toBeNull();
    const badType = await fetch(`${stack.url}/auth/v1/resend`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'nonsense', email }),
    });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({ error_code: 'validation_failed' });
  });

  it('does not resend a confirmation to a confirmed address', async () => {
    const { email } = await signUpTestUser('resend-confirmed');
    expect((await visitorClient().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailsTo(email)).toEqual([]);
    expect(
      (await visitorClient().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error,
    ).toBeNull();
  });
});
