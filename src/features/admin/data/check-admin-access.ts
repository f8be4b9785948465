import type { StoryCanvasClient } from '@/lib/supabase-client';

export const ADMIN_ROLE_MISSING_MESSAGE =
  'Admin access requires proper database role configuration';

export interface AdminAccess {
  isAdmin: boolean;
  error: string | null;
}

/** Only the two calls the check makes, so a caller may hand in any client that has them. */
export type AdminCheckClient = Pick<StoryCanvasClient, 'rpc' | 'from'>;

/**
 * The admin check of spec §6: has_role first; when that call fails (say the function is missing on an
 * older database), the user's own row in user_roles; when both fail, no access and the reason.
 */
export async function checkAdminAccess(
  client: AdminCheckClient,
  userId: string,
): Promise<AdminAccess> {
  try {
    const viaRpc = await client.rpc('has_role', { _user_id: userId, _role: 'admin' });
    if (!viaRpc.error) return { isAdmin: viaRpc.data === true, error: null };

    const viaTable = await client
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .eq('role', 'admin');
    if (!viaTable.error)
      return { isAdmin: Array.isArray(viaTable.data) && viaTable.data.length > 0, error: null };

    return { isAdmin: false, error: ADMIN_ROLE_MISSING_MESSAGE };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { isAdmin: false, error: `Authentication error: ${message}` };
  }
}
