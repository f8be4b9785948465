import type { SupabaseClient } from '@supabase/supabase-js';
import type { AdminUserRow } from '@shared/database-types.ts';

/** Every account with its effective tier, founder place, admin role and story count, newest first (admins only). */
export async function listUsers(client: Pick<SupabaseClient, 'rpc'>): Promise<AdminUserRow[]> {
  const { data, error } = await client.rpc('admin_list_users');
  if (error) throw new Error(error.message);
  return (data ?? []) as AdminUserRow[];
}
