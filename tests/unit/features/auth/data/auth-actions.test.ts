import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = {
  signInWithPassword: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(),
  resetPasswordForEmail: vi.fn(),
  signInWithOtp: vi.fn(),
  verifyOtp: vi.fn(),
};
let clientFailure: unknown = null;

vi.mock('@/lib/supabase-client', () => ({
  getSupabaseClient: () =>
    clientFailure === null ? Promise.resolve({ auth }) : Promise.reject(clientFailure),
}));

const { requestPasswordReset, sendSignInLink, signIn, signInWithCode, signOut, signUp } =
  await import('@/features/auth/data/auth-actions');

beforeEach(() => {
  vi.clearAllMocks();
  clientFailure = null;
});

describe('auth actions (docs/product.md §8: the provider message, or the fallback)', () => {
  it('rethrows the provider message', async () => {
    auth.signInWithPassword.mockResolvedValue({ error: { message: 'Invalid login credentials' } });
    await expect(signIn('a@b.test', 'x')).rejects.toThrow('Invalid login credentials');
    auth.signUp.mockResolvedValue({ data: {}, error: { message: 'User already registered' } });
    await expect(signUp('a@b.test', 'long enough')).rejects.toThrow('User already registered');
    auth.signOut.mockResolvedValue({ error: { message: 'Session not found' } });
    await expect(signOut()).rejects.toThrow('Session not found');
  });

  it("falls back to 'Sign in failed', 'Sign up failed' and 'Sign out failed' when there is no message", async () => {
    auth.signInWithPassword.mockResolvedValue({ error: { message: '' } });
    await expect(signIn('a@b.test', 'x')).rejects.toThrow(/^Sign in failed$/);
    auth.signUp.mockResolvedValue({ data: {}, error: {} });
    await expect(signUp('a@b.test', 'long enough')).rejects.toThrow(/^Sign up failed$/);
    clientFailure = 'not an Error';
    await expect(signOut()).rejects.toThrow(/^Sign out failed$/);
  });

  it('signs up with an email redirect to the site root and says whether confirmation is needed', async () => {
    auth.signUp.mockResolvedValue({ data: { session: null }, error: null });
    await expect(signUp('a@b.test', 'long enough')).resolves.toEqual({ needsConfirmation: true });
    expect(auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'a@b.test',
        options: expect.objectContaining({ emailRedirectTo: `${window.location.origin}/` }),
      }),
    );
  });

  it('sends reset and sign-in links to /auth/callback, which exchanges their code and opens next', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({ error: null });
    await requestPasswordReset('a@b.test');
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('a@b.test', {
      redirectTo: `${window.location.origin}/auth/callback?next=%2Fauth%2Freset-password`,
    });
    auth.signInWithOtp.mockResolvedValue({ error: null });
    await sendSignInLink('a@b.test');
    expect(auth.signInWithOtp).toHaveBeenCalledWith({
      email: 'a@b.test',
      options: { emailRedirectTo: `${window.location.origin}/auth/callback` },
    });
  });

  it('signs in with the six-digit code as an email OTP and rethrows its refusal', async () => {
    auth.verifyOtp.mockResolvedValue({
      error: { message: 'Email link is invalid or has expired' },
    });
    await expect(signInWithCode('a@b.test', '123456')).rejects.toThrow(
      'Email link is invalid or has expired',
    );
    expect(auth.verifyOtp).toHaveBeenCalledWith({
      email: 'a@b.test',
      token: '123456',
      type: 'email',
    });
  });
});
