// Reads the signed-in user behind an Authorization: Bearer access token, for /user and /logout.
import { jwtVerify } from 'jose';
import type { Context } from 'hono';
import type { AuthDeps, UserRow } from './auth-context.ts';
import { AuthFailure, badJwt } from './auth-error.ts';

export interface BearerUser {
  user: UserRow;
  sessionId: string;
}

export async function readBearerUser(c: Context, deps: AuthDeps): Promise<BearerUser> {
  const token = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '');
  if (!token)
    throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a Bearer token');
  let claims: { sub?: string; session_id?: string; role?: string };
  try {
    ({ payload: claims } = await jwtVerify(token, new TextEncoder().encode(deps.jwtSecret), {
      algorithms: ['HS256'],
    }));
  } catch (error) {
    throw badJwt(
      error instanceof Error && error.name === 'JWTExpired'
        ? 'invalid JWT: token is expired'
        : undefined,
    );
  }
  if (claims.role !== 'authenticated' || !claims.sub || !claims.session_id)
    throw badJwt('invalid claim: missing sub claim');
  const [row] = await deps.sql<(UserRow & { session_exists: boolean })[]>`
    select u.*, exists (select 1 from auth.sessions s where s.id = ${claims.session_id} and s.user_id = u.id) as session_exists
      from auth.users u where u.id = ${claims.sub}`;
  if (!row)
    throw new AuthFailure(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (!row.session_exists)
    throw new AuthFailure(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  const { session_exists: _exists, ...user } = row;
  return { user, sessionId: claims.session_id };
}
