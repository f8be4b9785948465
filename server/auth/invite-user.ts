// POST /invite (auth.admin.inviteUserByEmail): mails an invite to a new or unconfirmed address;
// a confirmed account is refused in GoTrue's words.
import type { AuthDeps, UserRow } from './auth-context.ts';
import { emailExists } from './auth-error.ts';
import { createUser } from './create-user.ts';
import { readEmail } from './credentials.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import type { AdminBody } from './read-admin-fields.ts';
import { sendTokenMail } from './send-token-mail.ts';

export async function inviteUser(
  deps: AuthDeps,
  body: AdminBody,
  redirectTo: string,
): Promise<UserRow> {
  const { sql } = deps;
  const email = readEmail(body.email);
  let [user] = await sql<UserRow[]>`select * from auth.users where email = ${email}`;
  if (user?.email_confirmed_at) throw emailExists();
  user ??= await createUser(deps, { email, user_metadata: body.data });
  await sql`update auth.users set invited_at = now() where id = ${user.id}`;
  const token = await issueOneTimeToken(sql, { userId: user.id, type: 'invite', relatesTo: email });
  await sendTokenMail(deps, { to: email, type: 'invite', token, redirectTo });
  const [fresh] = await sql<UserRow[]>`select * from auth.users where id = ${user.id}`;
  return fresh!;
}
