// POST /signup: a new account, signed in at once when mail is auto-confirmed, else sent a
// confirmation link. With confirmation on, a taken address gets the same answer as a new one
// (GoTrue's guard against discovering accounts) and an unconfirmed one gets a fresh link.
import { randomBytes, randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { rateLimitsOf, toUserJson, type AuthDeps, type UserRow } from './auth-context.ts';
import { AuthFailure } from './auth-error.ts';
import { authRateRules } from './auth-rate-rules.ts';
import { checkRateLimit } from './check-rate-limit.ts';
import { readEmail, readPassword } from './credentials.ts';
import { grantAdminRole } from './grant-admin-role.ts';
import { issueSession } from './issue-session.ts';
import { sendAuthMail } from './send-auth-mail.ts';

export interface SignUpRequest {
  body: Record<string, unknown>;
  ip: string;
  /** Public origin of the auth service, for the confirmation link. */
  origin: string;
  redirectTo: string;
}

async function sendConfirmation(
  deps: AuthDeps,
  request: SignUpRequest,
  email: string,
  token: string,
) {
  const link = `${request.origin}/auth/v1/verify?token=${token}&type=signup&redirect_to=${encodeURIComponent(request.redirectTo)}`;
  await sendAuthMail(
    deps.sql,
    email,
    'Confirm your StoryCanvas account',
    `Welcome to StoryCanvas! Confirm your email address:\n\n${link}\n`,
    [link],
  );
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
    confirmation_token: null,
    recovery_token: null,
    email_change: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: metadata,
    created_at: now,
    updated_at: now,
    banned_until: null,
    is_anonymous: false,
  });
}

export async function signUp(deps: AuthDeps, request: SignUpRequest) {
  const { sql } = deps;
  const email = readEmail(request.body.email);
  const password = readPassword(request.body.password);
  await checkRateLimit(sql, authRateRules(rateLimitsOf(deps), 'signup', request.ip, email));
  const data = request.body.data;
  const metadata = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const hash = await bcrypt.hash(password, 10);
  const confirmation = deps.autoconfirm ? null : randomBytes(20).toString('hex');
  const [user] = await sql<UserRow[]>`
    insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at, confirmation_token, confirmation_sent_at)
    values (${email}, ${hash}, ${sql.json(metadata as never)}, ${deps.autoconfirm ? sql`now()` : null}, ${confirmation}, ${deps.autoconfirm ? null : sql`now()`})
    on conflict (email) do nothing
    returning *`;

  if (!user) {
    if (deps.autoconfirm || !confirmation)
      throw new AuthFailure(422, 'user_already_exists', 'User already registered');
    const [unconfirmed] = await sql<UserRow[]>`
      update auth.users set confirmation_token = ${confirmation}, confirmation_sent_at = now()
       where email = ${email} and email_confirmed_at is null returning *`;
    if (!unconfirmed) return lookAlikeUser(email, metadata);
    await sendConfirmation(deps, request, email, confirmation);
    return toUserJson(unconfirmed);
  }
  await grantAdminRole(sql, user.id, email, deps.adminEmails);
  if (deps.autoconfirm) return issueSession(sql, user, deps.jwtSecret);
  await sendConfirmation(deps, request, email, confirmation!);
  return toUserJson(user);
}
