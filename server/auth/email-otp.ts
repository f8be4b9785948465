// POST /otp (sign in with an emailed link or six-digit code, creating the account unless told
// not to), POST /resend (a fresh sign-up confirmation or email-change mail) and POST /recover
// (a password-reset link and code). Unknown addresses get the same answer as known ones.
import { rateLimitsOf, type AuthDeps, type UserRow } from './auth-context.ts';
import { AuthFailure, validationFailed } from './auth-error.ts';
import { authRateRules, checkMailFrequency } from './auth-rate-rules.ts';
import { checkRateLimit } from './check-rate-limit.ts';
import { readEmail } from './credentials.ts';
import { createFlowState } from './flow-state.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { sendEmailChangeMails } from './send-email-change-mails.ts';
import { sendTokenMail } from './send-token-mail.ts';
import { readMetadata, sendConfirmation } from './sign-up.ts';
import { saveEmailIdentity } from './user-json.ts';

export interface MailRequest {
  body: Record<string, unknown>;
  ip: string;
  redirectTo: string;
}

const findUser = async (deps: AuthDeps, email: string) =>
  (
    await deps.sql<UserRow[]>`
      select * from auth.users where email = ${email} and deleted_at is null`
  )[0];

export async function sendSignInMail(deps: AuthDeps, request: MailRequest) {
  const { sql } = deps;
  const email = readEmail(request.body.email);
  await checkRateLimit(sql, authRateRules(rateLimitsOf(deps), 'otp', request.ip, email));
  let user = await findUser(deps, email);
  if (!user) {
    if (request.body.create_user === false)
      throw new AuthFailure(422, 'otp_disabled', 'Signups not allowed for otp');
    [user] = await sql<UserRow[]>`
      insert into auth.users (email, raw_user_meta_data)
      values (${email}, ${sql.json(readMetadata(request.body.data) as never)})
      on conflict (email) do update set updated_at = now()
      returning *`;
    await saveEmailIdentity(sql, user!);
  }
  await checkMailFrequency(deps, 'otp', email);
  if (!user!.email_confirmed_at)
    return sendConfirmation(deps, user!, request.body, request.redirectTo);
  const flowStateId = await createFlowState(sql, request.body, user!.id, 'magiclink');
  const token = await issueOneTimeToken(sql, {
    userId: user!.id,
    type: 'magiclink',
    relatesTo: email,
    flowStateId,
  });
  await sendTokenMail(deps, {
    to: email,
    type: 'magiclink',
    token,
    redirectTo: request.redirectTo,
  });
}

export async function sendRecoveryMail(deps: AuthDeps, request: MailRequest) {
  const { sql } = deps;
  const email = readEmail(request.body.email);
  await checkRateLimit(sql, authRateRules(rateLimitsOf(deps), 'recover', request.ip, email));
  const user = await findUser(deps, email);
  if (!user) return;
  const flowStateId = await createFlowState(sql, request.body, user.id, 'recovery');
  const token = await issueOneTimeToken(sql, {
    userId: user.id,
    type: 'recovery',
    relatesTo: email,
    flowStateId,
  });
  await sql`update auth.users set recovery_sent_at = now() where id = ${user.id}`;
  await sendTokenMail(deps, { to: email, type: 'recovery', token, redirectTo: request.redirectTo });
}

export async function resendMail(deps: AuthDeps, request: MailRequest) {
  const { sql, body } = { sql: deps.sql, body: request.body };
  if (body.type !== 'signup' && body.type !== 'email_change')
    throw validationFailed('Missing one of these types: signup, email_change');
  const email = readEmail(body.email);
  await checkRateLimit(sql, authRateRules(rateLimitsOf(deps), 'otp', request.ip, email));
  await checkMailFrequency(deps, `resend-${body.type}`, email);
  const user = await findUser(deps, email);
  if (!user) return;
  if (body.type === 'signup') {
    if (!user.email_confirmed_at) await sendConfirmation(deps, user, body, request.redirectTo);
    return;
  }
  if (!user.email_change) return;
  const [pending] = await sql<{ pendingCurrent: boolean }[]>`
    select exists (select 1 from auth.one_time_tokens
                    where user_id = ${user.id} and token_type = 'email_change_current') as "pendingCurrent"`;
  await sendEmailChangeMails(deps, {
    userId: user.id,
    newEmail: user.email_change,
    currentEmail: pending?.pendingCurrent ? user.email : null,
    body,
    redirectTo: request.redirectTo,
  });
}
