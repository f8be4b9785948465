// GET /reauthenticate: mails the signed-in user a six-digit code that a password change
// (PUT /user with nonce) needs when the session is not fresh.
import type { AuthDeps } from './auth-context.ts';
import { AuthFailure } from './auth-error.ts';
import { checkMailFrequency } from './auth-rate-rules.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import type { BearerUser } from './read-bearer-user.ts';
import { sendTokenMail } from './send-token-mail.ts';

export async function reauthenticate(deps: AuthDeps, { user }: BearerUser): Promise<void> {
  if (!user.email)
    throw new AuthFailure(
      422,
      'reauthentication_not_valid',
      'Reauthentication requires an email address',
    );
  await checkMailFrequency(deps, 'reauthentication', user.email);
  const token = await issueOneTimeToken(deps.sql, {
    userId: user.id,
    type: 'reauthentication',
    relatesTo: user.email,
  });
  await deps.sql`update auth.users set reauthentication_sent_at = now() where id = ${user.id}`;
  await sendTokenMail(deps, {
    to: user.email,
    type: 'reauthentication',
    token,
    redirectTo: deps.siteUrl,
  });
}
