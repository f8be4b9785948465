// /_dev/mail on the local stack in development mode only: the confirmation and recovery emails the
// auth service "sent", newest first, so a developer or a test can follow their links. Its links
// sign anyone in, so only a caller on this machine reads it, and never through a proxy (which
// would make every visitor look local).
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import type { Sql } from 'postgres';

const RELAY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function callerIsOnThisMachine(c: Context): boolean {
  if (RELAY_HEADERS.some((header) => c.req.header(header) !== undefined)) return false;
  const address = getConnInfo(c).remote.address ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

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
  app.use('*', async (c, next) => {
    if (!callerIsOnThisMachine(c))
      return c.json({ error: 'Not found', message: `No API at ${c.req.path}` }, 404);
    await next();
  });
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
