// Reading the dev outbox in auth tests: the newest mail to an address, its link and its code.
import { expect, inject } from 'vitest';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export async function mailsTo(email: string): Promise<OutboxMail[]> {
  const stack = inject('stack');
  const response = await fetch(`${stack.url}/_dev/mail?to=${encodeURIComponent(email)}`);
  return (await response.json()) as OutboxMail[];
}

export async function lastMailTo(email: string): Promise<OutboxMail> {
  const [mail] = await mailsTo(email);
  if (!mail) throw new Error(`No mail to ${email}`);
  return mail;
}

/** The six-digit code of a mail. */
export function codeOf(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in "${mail.subject}"`);
  return code;
}

/** Follows a mail's link to /auth/v1/verify without following the redirect that answers it. */
export async function followMailLink(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}
