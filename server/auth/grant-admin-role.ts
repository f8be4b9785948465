// ADMIN_EMAILS become admins when they sign up or sign in (and at every start of the stack).
import type { Sql } from 'postgres';

const UNDEFINED_TABLE = '42P01';

export async function grantAdminRole(
  sql: Sql,
  userId: string,
  email: string,
  adminEmails: readonly string[],
): Promise<void> {
  if (!adminEmails.some((admin) => admin.trim().toLowerCase() === email.toLowerCase())) return;
  try {
    await sql`insert into public.user_roles (user_id, role) values (${userId}, 'admin') on conflict (user_id, role) do nothing`;
  } catch (error) {
    if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
    console.warn('user_roles does not exist yet; admin role not granted to', email);
  }
}
