// PUT /user: a signed-in user changes their password (other sessions end, as GoTrue does), their
// metadata, or their email (at once when mail is auto-confirmed, else after a link to the new address).
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { toUserJson, type AuthDeps, type UserRow } from './auth-context.ts';
import { AuthFailure } from './auth-error.ts';
import { readEmail, readPassword } from './credentials.ts';
import type { BearerUser } from './read-bearer-user.ts';
import { sendAuthMail } from './send-auth-mail.ts';

export interface UpdateUserRequest {
  body: Record<string, unknown>;
  /** Public origin of the auth service, for the email-change link. */
  origin: string;
  redirectTo: string;
}

export async function updateUser(
  deps: AuthDeps,
  { user, sessionId }: BearerUser,
  request: UpdateUserRequest,
) {
  const { sql } = deps;
  const { body } = request;
  const changes: Record<string, unknown> = {};
  let pendingEmail: { address: string; token: string } | undefined;

  if (body.password !== undefined) {
    const password = readPassword(body.password);
    if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
      throw new AuthFailure(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    changes.encrypted_password = await bcrypt.hash(password, 10);
  }
  if (body.data && typeof body.data === 'object') {
    changes.raw_user_meta_data = sql.json({
      ...user.raw_user_meta_data,
      ...(body.data as Record<string, unknown>),
    } as never);
  }
  if (body.email !== undefined) {
    const email = readEmail(body.email);
    if (email !== user.email) {
      const [taken] =
        await sql`select 1 from auth.users where email = ${email} and id <> ${user.id}`;
      if (taken)
        throw new AuthFailure(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      if (deps.autoconfirm) {
        Object.assign(changes, { email, email_change: null, email_change_token_new: null });
      } else {
        pendingEmail = { address: email, token: randomBytes(20).toString('hex') };
        Object.assign(changes, { email_change: email, email_change_token_new: pendingEmail.token });
      }
    }
  }
  if (Object.keys(changes).length === 0) return toUserJson(user);

  const updated = await sql.begin(async (tx) => {
    const [row] = await tx<
      UserRow[]
    >`update auth.users set ${tx(changes)}, updated_at = now() where id = ${user.id} returning *`;
    if (changes.encrypted_password)
      await tx`delete from auth.sessions where user_id = ${user.id} and id <> ${sessionId}`;
    return row;
  });
  if (pendingEmail) {
    const link = `${request.origin}/auth/v1/verify?token=${pendingEmail.token}&type=email_change&redirect_to=${encodeURIComponent(request.redirectTo)}`;
    await sendAuthMail(
      sql,
      pendingEmail.address,
      'Confirm your new StoryCanvas email address',
      `Confirm that this is your new email address for StoryCanvas:\n\n${link}\n`,
      [link],
    );
  }
  return toUserJson(updated ?? user);
}
