// POST /admin/users (auth.admin.createUser), and the user an invite or a generated link makes:
// one account with its email identity, confirmed or banned when the admin says so.
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { AuthDeps, UserRow } from './auth-context.ts';
import { emailExists } from './auth-error.ts';
import { readEmail, readPassword } from './credentials.ts';
import { limitUserMetadata } from './limit-user-metadata.ts';
import { readBannedUntil, readObjectField, UUID, type AdminBody } from './read-admin-fields.ts';
import { saveEmailIdentity } from './user-json.ts';

export async function createUser(deps: AuthDeps, body: AdminBody): Promise<UserRow> {
  const { sql } = deps;
  const email = readEmail(body.email);
  const password =
    body.password === undefined
      ? null
      : await bcrypt.hash(readPassword(body.password, deps.passwordMinLength), 10);
  const userMetadata = limitUserMetadata(
    readObjectField(body.user_metadata ?? body.data, 'user_metadata') ?? {},
    'user_metadata',
  );
  const appMetadata = {
    provider: 'email',
    providers: ['email'],
    ...(readObjectField(body.app_metadata, 'app_metadata') ?? {}),
  };
  const id = typeof body.id === 'string' && UUID.test(body.id) ? body.id : randomUUID();
  const ban = readBannedUntil(body.ban_duration) ?? null;
  const [user] = await sql<UserRow[]>`
    insert into auth.users (id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data, email_confirmed_at, banned_until)
    values (${id}, ${email}, ${password}, ${sql.json(userMetadata as never)}, ${sql.json(appMetadata as never)},
            ${body.email_confirm === true ? sql`now()` : null}, ${ban})
    on conflict do nothing returning *`;
  if (!user) throw emailExists();
  await saveEmailIdentity(sql, user);
  return user;
}
