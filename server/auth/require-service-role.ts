// The /admin API and /invite answer only a caller holding the service-role key, in GoTrue's words
// for a missing, broken or non-admin token.
import type { Context } from 'hono';
import { jwtVerify } from 'jose';
import { AuthFailure } from './auth-error.ts';

export async function requireServiceRole(c: Context, jwtSecret: string): Promise<void> {
  const token = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '');
  if (!token)
    throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a Bearer token');
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(jwtSecret), {
      algorithms: ['HS256'],
    });
    if (payload.role === 'service_role') return;
  } catch {
    throw new AuthFailure(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
  }
  throw new AuthFailure(403, 'not_admin', 'User not allowed');
}
