// POST /signup: a new account, signed in at once when mail is auto-confirmed, else sent a
// confirmation link and code. With confirmation on, a taken address gets the same answer as a
// new one (GoTrue's guard against discovering accounts) and an unconfirmed one gets a fresh link.
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { rateLimitsOf, type AuthDeps, type UserRow } from './auth-context.ts';
import { AuthFailure } from './auth-error.ts';
import { authRateRules } from './auth-rate-rules.ts';
import { checkRateLimit } from './check-rate-limit.ts';
import { readEmail, readPassword } from './credentials.ts';
import { limitUserMetadata } from './limit-user-metadata.ts';
import { createFlowState } from './flow-state.ts';
import { issueSession } from './issue-session.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { sendTokenMail } from './send-token-mail.ts';
import { loadUserJson, saveEmailIdentity, toUserJson } from './user-json.ts';

export interface SignUpRequest {
  body: Record<string, unknown>;
  ip: string;
  redirectTo: string;
}

/** A confirmation link and code for an address not yet confirmed. */
export async function sendConfirmation(
  deps: AuthDeps,
  user: UserRow,
  body: Record<string, unknown>,
  redirectTo: string,
) {
  const flowStateId = await createFlowState(deps.sql, body, user.id, 'email/signup');
  const token = await issueOneTimeToken(deps.sql, {
    userId: user.id,
    type: 'signup',
    relatesTo: user.email!,
    flowStateId,
  });
  await deps.sql`update auth.users set confirmation_sent_at = now() where id = ${user.id}`;
  await sendTokenMail(deps, { to: user.email!, type: 'signup', token, redirectTo });
}

/** What a new, unconfirmed account would look like, for an address that already has one. */
function lookAlikeUser(email: string, metadata: Record<string, unknown>) {
  const now = new Date();
  return toUserJson({
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    invited_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    email_change: null,
    email_change_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: metadata,
    created_at: now,
    updated_at: now,
    banned_until: null,
    deleted_at: null,
    is_anonymous: false,
  });
}

export function readMetadata(data: unknown): Record<string, unknown> {
  return data && typeof data === 'object' && !Array.isArray(data)
    ? limitUserMetadata(data as Record<string, unknown>, 'data')
    : {};
}

export async function signUp(deps: AuthDeps, request: SignUpRequest) {
  const { sql } = deps;
  const email = readEmail(request.body.email);
  const password = readPassword(request.body.password, deps.passwordMinLength);
  await checkRateLimit(sql, authRateRules(rateLimitsOf(deps), 'signup', request.ip, email));
  const metadata = readMetadata(request.body.data);
  const hash = await bcrypt.hash(password, 10);
  const [user] = await sql<UserRow[]>`
    insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at)
    values (${email}, ${hash}, ${sql.json(metadata as never)}, ${deps.autoconfirm ? sql`now()` : null})
    on conflict (email) do nothing
    returning *`;

  if (!user) {
    if (deps.autoconfirm)
      throw new AuthFailure(422, 'user_already_exists', 'User already registered');
    const [unconfirmed] = await sql<UserRow[]>`
      select * from auth.users where email = ${email} and email_confirmed_at is null`;
    if (!unconfirmed) return lookAlikeUser(email, metadata);
    await sendConfirmation(deps, unconfirmed, request.body, request.redirectTo);
    return loadUserJson(sql, unconfirmed);
  }
  await saveEmailIdentity(sql, user);
  if (deps.autoconfirm) return issueSession(deps, user);
  await sendConfirmation(deps, user, request.body, request.redirectTo);
  const [sent] = await sql<UserRow[]>`select * from auth.users where id = ${user.id}`;
  return loadUserJson(sql, sent ?? user);
}
