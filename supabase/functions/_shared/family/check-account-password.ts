// A forgotten parent PIN is reset with the account's password: the password is checked by signing
// in with it at the project's auth service, as the caller's own email, so nothing here stores or
// compares passwords. The email comes from the caller's verified token.
import { decodeJwt } from 'jose';
import type { FunctionEnv } from '../function-env.ts';

export async function checkAccountPassword(
  env: FunctionEnv,
  token: string,
  password: string,
): Promise<boolean> {
  const { email } = decodeJwt<{ email?: string }>(token);
  const base = env.SUPABASE_URL?.replace(/\/$/, '');
  if (!email || !base) return false;
  const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env.SUPABASE_ANON_KEY ?? '', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await response.body?.cancel();
  return response.ok;
}
