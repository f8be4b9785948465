import { endGrownUpProof } from '@/lib/end-grown-up-proof';
import { getSupabaseClient } from '@/lib/supabase-client';

function rethrow(error: { message?: string } | null, fallback: string): void {
  if (error) throw new Error(error.message || fallback);
}

/** docs/product.md §8: errors carry the provider's message, or the fallback when it has none. */
export async function signIn(email: string, password: string): Promise<void> {
  try {
    const { error } = await (
      await getSupabaseClient()
    ).auth.signInWithPassword({ email, password });
    rethrow(error, 'Sign in failed');
  } catch (error) {
    throw error instanceof Error && error.message ? error : new Error('Sign in failed');
  }
}

export async function signUp(
  email: string,
  password: string,
  fullName?: string,
): Promise<{ needsConfirmation: boolean }> {
  try {
    const client = await getSupabaseClient();
    const { data, error } = await client.auth.signUp({
      email,
      password,
      options: {
        emailRedirectTo: `${window.location.origin}/`,
        data: fullName ? { full_name: fullName } : {},
      },
    });
    rethrow(error, 'Sign up failed');
    return { needsConfirmation: !data.session };
  } catch (error) {
    throw error instanceof Error && error.message ? error : new Error('Sign up failed');
  }
}

/** Ends the grown-up proof first, while the session can still ask the server to: the next sign-in asks the PIN again. */
export async function signOut(): Promise<void> {
  try {
    await endGrownUpProof();
    const { error } = await (await getSupabaseClient()).auth.signOut();
    rethrow(error, 'Sign out failed');
  } catch (error) {
    throw error instanceof Error && error.message ? error : new Error('Sign out failed');
  }
}

/** Where an emailed link lands: /auth/callback exchanges its one-use code, then opens `next`. */
export function callbackUrl(next?: string): string {
  const url = new URL('/auth/callback', window.location.origin);
  if (next) url.searchParams.set('next', next);
  return url.toString();
}

export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await (
    await getSupabaseClient()
  ).auth.resetPasswordForEmail(email, { redirectTo: callbackUrl('/auth/reset-password') });
  rethrow(error, 'Password reset failed');
}

/** Mails a sign-in link and a six-digit code; an address without an account gets one. */
export async function sendSignInLink(email: string, next?: string): Promise<void> {
  const { error } = await (
    await getSupabaseClient()
  ).auth.signInWithOtp({ email, options: { emailRedirectTo: callbackUrl(next) } });
  rethrow(error, 'The sign-in link could not be sent');
}

export async function signInWithCode(email: string, code: string): Promise<void> {
  const { error } = await (
    await getSupabaseClient()
  ).auth.verifyOtp({ email, token: code, type: 'email' });
  rethrow(error, 'Sign in failed');
}

export async function setNewPassword(password: string): Promise<void> {
  const { error } = await (await getSupabaseClient()).auth.updateUser({ password });
  rethrow(error, 'Password change failed');
}
