// /_dev/mail on the local stack only: the confirmation and recovery emails the auth service
// "sent", newest first, so a developer or a test can follow their links.
import { Hono } from 'hono';
import type { Sql } from 'postgres';

interface MailRow {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  links: string[];
  created_at: Date;
}

const toJson = (mail: MailRow) => ({
  id: mail.id,
  to: mail.recipient,
  subject: mail.subject,
  text: mail.body,
  links: mail.links,
  created_at: mail.created_at.toISOString(),
});

export function createOutboxApp({ sql }: { sql: Sql }): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    const to = c.req.query('to');
    const rows = to
      ? await sql<
          MailRow[]
        >`select * from auth.outbox_mail where recipient = ${to.toLowerCase()} order by created_at desc limit 100`
      : await sql<MailRow[]>`select * from auth.outbox_mail order by created_at desc limit 100`;
    return c.json(rows.map(toJson));
  });
  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f-]{36}$/i.test(id)) return c.json({ error: 'Not found' }, 404);
    const [mail] = await sql<MailRow[]>`select * from auth.outbox_mail where id = ${id}`;
    return mail ? c.json(toJson(mail)) : c.json({ error: 'Not found' }, 404);
  });
  return app;
}
