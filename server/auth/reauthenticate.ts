// GET /reauthenticate: mails the signed-in user a six-digit code that a password change
// (PUT /user with nonce) needs when the session is not fresh.
import type { AuthDeps } from './auth-context.ts';
import { AuthFailure, validationFailed } from './auth-error.ts';
import { checkMailFrequency } from './auth-rate-rules.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import type { BearerUser } from './read-bearer-user.ts';
import { sendTokenMail } from './send-token-mail.ts';

export async function reauthenticate(deps: AuthDeps, { user }: BearerUser): Promise<void> {
  // GoTrue's order: an address to send to first, then one the user has proven.
  if (!user.email)
    throw validationFailed('Reauthentication requires the user to have an email or a phone number');
  if (!user.email_confirmed_at)
    throw new AuthFailure(422, 'email_not_confirmed', 'Please verify your email first.');
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
