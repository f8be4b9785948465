// PUT /user: a signed-in user changes their password, their metadata, or their email.
// A new password needs a recent sign-in, the current password or a reauthentication code (a
// stolen access token alone cannot take the account), and ends the other sessions. A new email
// takes effect only once links to both the old and the new address are followed (GoTrue's
// secure email change), whatever the sign-up auto-confirm setting.
import bcrypt from 'bcryptjs';
import type { AuthDeps, UserRow } from './auth-context.ts';
import { AuthFailure, emailExists, validationFailed } from './auth-error.ts';
import { readEmail, readPassword } from './credentials.ts';
import { limitUserMetadata } from './limit-user-metadata.ts';
import { consumeCode } from './one-time-tokens.ts';
import type { BearerUser } from './read-bearer-user.ts';
import { sendEmailChangeMails } from './send-email-change-mails.ts';
import { loadUserJson } from './user-json.ts';

export interface UpdateUserRequest {
  body: Record<string, unknown>;
  redirectTo: string;
}

async function checkPasswordChangeAllowed(
  deps: AuthDeps,
  { user, sessionId }: BearerUser,
  body: Record<string, unknown>,
) {
  const [session] = await deps.sql<{ recent: boolean }[]>`
    select created_at > now() - make_interval(secs => ${deps.recentSignInSeconds}) as recent
      from auth.sessions where id = ${sessionId}`;
  if (session?.recent || !user.email) return;
  if (typeof body.current_password === 'string' && user.encrypted_password) {
    if (await bcrypt.compare(body.current_password, user.encrypted_password)) return;
    throw new AuthFailure(400, 'current_password_mismatch', 'Current password is not correct');
  }
  if (typeof body.nonce !== 'string' || !body.nonce)
    throw new AuthFailure(
      400,
      'reauthentication_needed',
      'Password update requires reauthentication',
    );
  const spent = await consumeCode(
    deps.sql,
    ['reauthentication'],
    user.email,
    body.nonce.trim(),
    deps.otpExpirySeconds,
  );
  if (!spent)
    throw new AuthFailure(
      400,
      'reauthentication_not_valid',
      'Reauthentication code is invalid or has expired',
    );
}

async function startEmailChange(
  deps: AuthDeps,
  user: UserRow,
  newEmail: string,
  request: UpdateUserRequest,
) {
  const { sql } = deps;
  const [taken] =
    await sql`select 1 from auth.users where email = ${newEmail} and id <> ${user.id}`;
  if (taken) throw emailExists();
  await sql`
    update auth.users set email_change = ${newEmail}, email_change_confirm_status = 0,
           email_change_sent_at = now(), updated_at = now()
     where id = ${user.id}`;
  await sql`delete from auth.one_time_tokens where user_id = ${user.id} and token_type in ('email_change_new', 'email_change_current')`;
  await sendEmailChangeMails(deps, {
    userId: user.id,
    newEmail,
    // A user with a confirmed address proves it too: a stolen session must not move the account.
    currentEmail: user.email && user.email_confirmed_at ? user.email : null,
    body: request.body,
    redirectTo: request.redirectTo,
  });
}

export async function updateUser(deps: AuthDeps, bearer: BearerUser, request: UpdateUserRequest) {
  const { sql } = deps;
  const { user, sessionId } = bearer;
  const { body } = request;
  const changes: Record<string, unknown> = {};

  if (
    body.data !== undefined &&
    (body.data === null || typeof body.data !== 'object' || Array.isArray(body.data))
  )
    throw validationFailed('data must be an object');
  if (body.password !== undefined) {
    const password = readPassword(body.password, deps.passwordMinLength);
    if (user.is_anonymous && !user.email)
      throw new AuthFailure(
        422,
        'email_address_not_provided',
        'Updating password of an anonymous user without an email is not allowed',
      );
    if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
      throw new AuthFailure(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    await checkPasswordChangeAllowed(deps, bearer, body);
    changes.encrypted_password = await bcrypt.hash(password, 10);
  }
  if (body.data !== undefined) {
    changes.raw_user_meta_data = sql.json(
      limitUserMetadata(
        { ...user.raw_user_meta_data, ...(body.data as Record<string, unknown>) },
        'data',
      ) as never,
    );
  }
  const newEmail = body.email === undefined ? undefined : readEmail(body.email);

  let updated = user;
  if (Object.keys(changes).length > 0) {
    updated = await sql.begin(async (tx) => {
      const [row] = await tx<UserRow[]>`
        update auth.users set ${tx(changes)}, updated_at = now() where id = ${user.id} returning *`;
      if (changes.encrypted_password)
        await tx`delete from auth.sessions where user_id = ${user.id} and id <> ${sessionId}`;
      return row ?? user;
    });
  }
  if (newEmail && newEmail !== user.email) {
    await startEmailChange(deps, updated, newEmail, request);
    [updated = updated] = await sql<UserRow[]>`select * from auth.users where id = ${user.id}`;
  }
  return loadUserJson(sql, updated);
}
