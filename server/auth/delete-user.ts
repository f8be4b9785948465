// DELETE /admin/users/:id (auth.admin.deleteUser): removes the user, or with should_soft_delete
// keeps the row without its email, password, sessions and identities, banned for good.
import type { Sql } from 'postgres';
import type { UserRow } from './auth-context.ts';
import type { AdminBody } from './read-admin-fields.ts';

export async function deleteUser(sql: Sql, user: UserRow, body: AdminBody): Promise<void> {
  if (body.should_soft_delete !== true) {
    await sql`delete from auth.users where id = ${user.id}`;
    return;
  }
  await sql`update auth.users set deleted_at = now(), email = null, encrypted_password = null, banned_until = 'infinity' where id = ${user.id}`;
  await sql`delete from auth.sessions where user_id = ${user.id}`;
  await sql`delete from auth.identities where user_id = ${user.id}`;
}
