// POST /token: password sign-in, PKCE code exchange, and refresh-token rotation with reuse
// detection. A rotated token presented again within the reuse interval answers with the
// session's current token (its first answer may have been lost on a flaky network and the
// client retries); later, it revokes the whole session, as GoTrue does, since it may have been stolen.
import bcrypt from 'bcryptjs';
import { rateLimitsOf, type AuthDeps, type UserRow } from './auth-context.ts';
import { AuthFailure, invalidCredentials, validationFailed } from './auth-error.ts';
import { authRateRules } from './auth-rate-rules.ts';
import { checkRateLimit } from './check-rate-limit.ts';
import { readEmail } from './credentials.ts';
import { redeemAuthCode } from './flow-state.ts';
import { isBanned, issueSession, newRefreshToken, sessionJson } from './issue-session.ts';

/** Compared against when the email is unknown, so a wrong email takes as long as a wrong password. */
const DUMMY_HASH = '$2b$10$IO6mar1.vGBQp9Y8DZie9eRe.6/0P951CAFLZjV6xQog.Q6KX/YRK';

export async function grantPassword(deps: AuthDeps, body: Record<string, unknown>, ip: string) {
  const email = readEmail(body.email);
  if (typeof body.password !== 'string') throw validationFailed('Password is required');
  await checkRateLimit(deps.sql, authRateRules(rateLimitsOf(deps), 'token', ip, email));
  const [user] = await deps.sql<
    UserRow[]
  >`select * from auth.users where email = ${email} and deleted_at is null`;
  const matches = await bcrypt.compare(body.password, user?.encrypted_password ?? DUMMY_HASH);
  if (!user || !matches) throw invalidCredentials();
  if (!user.email_confirmed_at)
    throw new AuthFailure(400, 'email_not_confirmed', 'Email not confirmed');
  return issueSession(deps, user);
}

export async function grantPkce(deps: AuthDeps, body: Record<string, unknown>) {
  const userId = await redeemAuthCode(deps.sql, body);
  const [user] = await deps.sql<UserRow[]>`select * from auth.users where id = ${userId}`;
  if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found');
  return issueSession(deps, user);
}

interface RefreshRow {
  id: number;
  user_id: string;
  session_id: string;
  revoked: boolean;
  reusable: boolean;
}

const tokenNotFound = () =>
  new AuthFailure(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

export async function grantRefreshToken(deps: AuthDeps, body: Record<string, unknown>) {
  if (typeof body.refresh_token !== 'string' || !body.refresh_token)
    throw validationFailed('refresh_token is required');
  const presented = body.refresh_token;
  const outcome = await deps.sql.begin(async (tx) => {
    const [row] = await tx<RefreshRow[]>`
      select id, user_id, session_id, revoked,
             updated_at > now() - make_interval(secs => ${deps.refreshTokenReuseSeconds}) as reusable
        from auth.refresh_tokens where token = ${presented} for update`;
    if (!row) throw tokenNotFound();
    const [user] = await tx<UserRow[]>`select * from auth.users where id = ${row.user_id}`;
    if (!user) throw tokenNotFound();
    if (isBanned(user)) throw new AuthFailure(400, 'user_banned', 'User is banned');
    if (row.revoked && row.reusable) {
      const [current] = await tx<{ token: string }[]>`
        select token from auth.refresh_tokens
         where session_id = ${row.session_id} and not revoked order by id desc limit 1`;
      if (current)
        return sessionJson(deps.sql, user, row.session_id, current.token, deps.jwtSecret);
    }
    if (row.revoked) {
      // Committed before answering: the revocation must stand even though the request fails.
      await tx`delete from auth.sessions where id = ${row.session_id}`;
      return 'reused' as const;
    }
    const next = newRefreshToken();
    await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${row.id}`;
    await tx`insert into auth.refresh_tokens (token, user_id, session_id, parent) values (${next}, ${user.id}, ${row.session_id}, ${presented})`;
    await tx`update auth.sessions set updated_at = now() where id = ${row.session_id}`;
    return sessionJson(deps.sql, user, row.session_id, next, deps.jwtSecret);
  });
  if (outcome === 'reused')
    throw new AuthFailure(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return outcome;
}
