import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { AdminUserRow } from '@shared/database.ts';

/** Every account with its effective tier, founder place, admin role and story count, newest first (admins only). */
export async function listUsers(client: Pick<StoryCanvasClient, 'rpc'>): Promise<AdminUserRow[]> {
  const { data, error } = await client.rpc('admin_list_users');
  if (error) throw new Error(error.message);
  return data;
}
