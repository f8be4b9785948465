// The auth mails that carry a one-time token: a link to /auth/v1/verify built from the configured
// site URL (never from the request's Host) and the same purpose's six-digit code.
import type { AuthDeps } from './auth-context.ts';
import type { IssuedToken, OneTimeTokenType } from './one-time-tokens.ts';
import { sendAuthMail } from './send-auth-mail.ts';

const MAILS: Record<OneTimeTokenType, { subject: string; intro: string; verifyType?: string }> = {
  signup: {
    subject: 'Confirm your StoryCanvas account',
    intro: 'Welcome to StoryCanvas! Confirm your email address:',
    verifyType: 'signup',
  },
  magiclink: {
    subject: 'Your StoryCanvas sign-in link',
    intro: 'Follow this link to sign in to StoryCanvas:',
    verifyType: 'magiclink',
  },
  recovery: {
    subject: 'Reset your StoryCanvas password',
    intro: 'Someone asked to reset your password. If it was you, follow this link:',
    verifyType: 'recovery',
  },
  email_change_new: {
    subject: 'Confirm your new StoryCanvas email address',
    intro: 'Confirm that this is your new email address for StoryCanvas:',
    verifyType: 'email_change',
  },
  email_change_current: {
    subject: 'Confirm the change of your StoryCanvas email address',
    intro:
      'Someone asked to move your StoryCanvas account to another email address. If it was you, confirm it here:',
    verifyType: 'email_change',
  },
  invite: {
    subject: 'You have been invited to StoryCanvas',
    intro: 'You have been invited to create a StoryCanvas account. Follow this link to accept:',
    verifyType: 'invite',
  },
  reauthentication: {
    subject: 'Your StoryCanvas confirmation code',
    intro: 'Enter this code to confirm it is you:',
  },
};

export function verifyLink(deps: AuthDeps, type: string, linkToken: string, redirectTo: string) {
  return `${deps.siteUrl}/auth/v1/verify?token=${linkToken}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
}

export async function sendTokenMail(
  deps: AuthDeps,
  mail: { to: string; type: OneTimeTokenType; token: IssuedToken; redirectTo: string },
): Promise<void> {
  const { subject, intro, verifyType } = MAILS[mail.type];
  if (!verifyType) {
    await sendAuthMail(deps.sql, mail.to, subject, `${intro}\n\n${mail.token.code}\n`, []);
    return;
  }
  const link = verifyLink(deps, verifyType, mail.token.linkToken, mail.redirectTo);
  await sendAuthMail(
    deps.sql,
    mail.to,
    subject,
    `${intro}\n\n${link}\n\nOr enter this code: ${mail.token.code}\n\nIf you did not ask for this, ignore this email.`,
    [link],
  );
}
