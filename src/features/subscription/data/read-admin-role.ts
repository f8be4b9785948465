import { getSupabaseClient } from '@/lib/supabase-client';

/** Whether the header shows the Admin Panel link; anything but a clear yes hides it. */
export async function readAdminRole(userId: string): Promise<boolean> {
  const client = await getSupabaseClient();
  const { data } = await client.rpc('has_role', { _user_id: userId, _role: 'admin' });
  return data === true;
}
