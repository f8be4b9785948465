// Confirmation and recovery emails go to the local outbox (read at /_dev/mail) instead of a
// mail server: the local stack has no network and no mail account.
import type { Sql } from 'postgres';

export async function sendAuthMail(
  sql: Sql,
  recipient: string,
  subject: string,
  text: string,
  links: string[],
): Promise<void> {
  await sql`insert into auth.outbox_mail (recipient, subject, body, links) values (${recipient}, ${subject}, ${text}, ${links})`;
}
