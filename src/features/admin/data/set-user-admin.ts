import type { StoryCanvasClient } from '@/lib/supabase-client';

/** Grants or revokes a user's admin role; the database refuses anyone but an admin. */
export async function setUserAdmin(
  client: Pick<StoryCanvasClient, 'rpc'>,
  userId: string,
  granted: boolean,
): Promise<void> {
  const { error } = await client.rpc('admin_set_role', {
    target_user: userId,
    role: 'admin',
    granted,
  });
  if (error) throw new Error(error.message);
}
