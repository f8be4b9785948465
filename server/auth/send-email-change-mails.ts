// The mails of a secure email change: a link and code to the new address and, while the old
// address still has to agree, to the old one; both must be followed before the change applies.
import type { AuthDeps } from './auth-context.ts';
import { createFlowState } from './flow-state.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { sendTokenMail } from './send-token-mail.ts';

export interface EmailChangeMails {
  userId: string;
  newEmail: string;
  /** The address the account has now, when it too has to confirm. */
  currentEmail: string | null;
  body: Record<string, unknown>;
  redirectTo: string;
}

export async function sendEmailChangeMails(deps: AuthDeps, change: EmailChangeMails) {
  const flowStateId = await createFlowState(deps.sql, change.body, change.userId, 'email_change');
  const sends: { to: string; type: 'email_change_new' | 'email_change_current' }[] = [
    { to: change.newEmail, type: 'email_change_new' },
  ];
  if (change.currentEmail) sends.push({ to: change.currentEmail, type: 'email_change_current' });
  for (const send of sends) {
    const token = await issueOneTimeToken(deps.sql, {
      userId: change.userId,
      type: send.type,
      relatesTo: send.to,
      flowStateId,
    });
    await sendTokenMail(deps, { ...send, token, redirectTo: change.redirectTo });
  }
}
