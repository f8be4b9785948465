// POST /admin/generate_link (auth.admin.generateLink): a sign-up, invite, magic-link, recovery or
// email-change link handed to the admin instead of mailed, creating the user where GoTrue does.
import type { AuthDeps, UserRow } from './auth-context.ts';
import { AuthFailure, validationFailed } from './auth-error.ts';
import { createUser } from './create-user.ts';
import { readEmail } from './credentials.ts';
import { issueOneTimeToken, type OneTimeTokenType } from './one-time-tokens.ts';
import type { AdminBody } from './read-admin-fields.ts';
import { verifyLink } from './send-token-mail.ts';
import { loadUserJson } from './user-json.ts';

const LINK_TYPES: Record<string, OneTimeTokenType> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_new: 'email_change_new',
  email_change_current: 'email_change_current',
};

export async function generateLink(deps: AuthDeps, body: AdminBody, redirectTo: string) {
  const { sql } = deps;
  const type = typeof body.type === 'string' ? LINK_TYPES[body.type] : undefined;
  if (!type)
    throw validationFailed(
      'Invalid type: must be one of signup, invite, magiclink, recovery, email_change_current, email_change_new',
    );
  const email = readEmail(body.email);
  let [user] = await sql<UserRow[]>`select * from auth.users where email = ${email}`;
  if (!user) {
    if (type === 'signup' || type === 'invite' || type === 'magiclink')
      user = await createUser(deps, { email, password: body.password, user_metadata: body.data });
    else throw new AuthFailure(404, 'user_not_found', 'User with this email not found');
  }
  let relatesTo = email;
  if (type === 'email_change_new' || type === 'email_change_current') {
    const newEmail = readEmail(body.new_email);
    await sql`update auth.users set email_change = ${newEmail}, email_change_sent_at = now() where id = ${user.id}`;
    if (type === 'email_change_new') relatesTo = newEmail;
  }
  if (type === 'invite') await sql`update auth.users set invited_at = now() where id = ${user.id}`;
  const token = await issueOneTimeToken(sql, { userId: user.id, type, relatesTo });
  const verificationType = type.startsWith('email_change') ? 'email_change' : type;
  const [fresh] = await sql<UserRow[]>`select * from auth.users where id = ${user.id}`;
  return {
    ...(await loadUserJson(sql, fresh!)),
    action_link: verifyLink(deps, verificationType, token.linkToken, redirectTo),
    email_otp: token.code,
    hashed_token: token.linkToken,
    redirect_to: redirectTo,
    verification_type: verificationType,
  };
}
