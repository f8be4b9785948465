// PUT /admin/users/:id (auth.admin.updateUserById): email, password, metadata, confirmation, role
// and ban; a ban also ends the user's sessions.
import bcrypt from 'bcryptjs';
import type { AuthDeps, UserRow } from './auth-context.ts';
import { emailExists } from './auth-error.ts';
import { readEmail, readPassword } from './credentials.ts';
import { limitUserMetadata } from './limit-user-metadata.ts';
import { readBannedUntil, readObjectField, type AdminBody } from './read-admin-fields.ts';
import { saveEmailIdentity } from './user-json.ts';

const UNIQUE_VIOLATION = '23505';

export async function updateUserById(
  deps: AuthDeps,
  user: UserRow,
  body: AdminBody,
): Promise<UserRow> {
  const { sql } = deps;
  const changes: Record<string, unknown> = {};
  if (body.email !== undefined) changes.email = readEmail(body.email);
  if (body.password !== undefined)
    changes.encrypted_password = await bcrypt.hash(
      readPassword(body.password, deps.passwordMinLength),
      10,
    );
  const userMetadata = readObjectField(body.user_metadata, 'user_metadata');
  if (userMetadata)
    changes.raw_user_meta_data = sql.json(
      limitUserMetadata({ ...user.raw_user_meta_data, ...userMetadata }, 'user_metadata') as never,
    );
  const appMetadata = readObjectField(body.app_metadata, 'app_metadata');
  if (appMetadata)
    changes.raw_app_meta_data = sql.json({ ...user.raw_app_meta_data, ...appMetadata } as never);
  if (body.email_confirm === true && !user.email_confirmed_at)
    changes.email_confirmed_at = new Date();
  const ban = readBannedUntil(body.ban_duration);
  if (ban !== undefined) changes.banned_until = ban;
  if (typeof body.role === 'string' && body.role) changes.role = body.role;
  if (Object.keys(changes).length === 0) return user;
  try {
    const [updated] = await sql.begin(async (tx) => {
      const rows = await tx<
        UserRow[]
      >`update auth.users set ${tx(changes)}, updated_at = now() where id = ${user.id} returning *`;
      if (ban) await tx`delete from auth.sessions where user_id = ${user.id}`;
      return rows;
    });
    await saveEmailIdentity(sql, updated!);
    return updated!;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailExists();
    throw error;
  }
}
