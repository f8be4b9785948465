// Starts or continues a session: a one-hour HS256 access token carrying the claims PostgREST
// and RLS read (sub, role, aud, email, session_id, is_anonymous), and a rotating refresh token.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Sql } from 'postgres';
import type { AuthDeps, UserRow } from './auth-context.ts';
import { AuthFailure } from './auth-error.ts';
import { grantAdminRole } from './grant-admin-role.ts';
import { loadUserJson } from './user-json.ts';

export const ACCESS_TOKEN_SECONDS = 3600;

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function signAccessToken(
  user: UserRow,
  sessionId: string,
  jwtSecret: string,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    phone: '',
    aal: 'aal1',
    session_id: sessionId,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer('storycanvas-local/auth/v1')
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(jwtSecret));
  return { token, expiresAt };
}

export async function sessionJson(
  sql: Sql,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  jwtSecret: string,
) {
  const { token, expiresAt } = await signAccessToken(user, sessionId, jwtSecret);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(sql, user),
  };
}

export const isBanned = (user: UserRow) =>
  user.banned_until !== null && user.banned_until > new Date();

/** A new session for a user who just proved who they are (password, link, code). */
export async function issueSession(deps: AuthDeps, user: UserRow) {
  const { sql } = deps;
  if (isBanned(user)) throw new AuthFailure(400, 'user_banned', 'User is banned');
  // The role follows a confirmed address only: an unconfirmed one may belong to anyone.
  if (user.email && user.email_confirmed_at)
    await grantAdminRole(sql, user.id, user.email, deps.adminEmails);
  const refreshToken = newRefreshToken();
  const [session] = await sql<
    { id: string }[]
  >`insert into auth.sessions (user_id) values (${user.id}) returning id`;
  await sql`insert into auth.refresh_tokens (token, user_id, session_id) values (${refreshToken}, ${user.id}, ${session!.id})`;
  const [updated] = await sql<
    UserRow[]
  >`update auth.users set last_sign_in_at = now(), updated_at = now() where id = ${user.id} returning *`;
  await sql`update auth.identities set last_sign_in_at = now() where user_id = ${user.id}`;
  return sessionJson(sql, updated!, session!.id, refreshToken, deps.jwtSecret);
}
