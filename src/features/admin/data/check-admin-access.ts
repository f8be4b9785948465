import { queryOptions } from '@tanstack/react-query';
import { getSupabaseClient, type StoryCanvasClient } from '@/lib/supabase-client';
import { userScope } from '@/lib/user-scope';

export const ADMIN_ROLE_MISSING_MESSAGE =
  'Admin access requires proper database role configuration';

export interface AdminAccess {
  isAdmin: boolean;
  error: string | null;
}

/** Only the two calls the check makes, so a caller may hand in any client that has them. */
export type AdminCheckClient = Pick<StoryCanvasClient, 'rpc' | 'from'>;

/**
 * The admin check of docs/product.md §6: has_role first; when that call fails (say the function is missing on an
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

async function checkCurrentUser(userId: string): Promise<AdminAccess> {
  try {
    return await checkAdminAccess(await getSupabaseClient(), userId);
  } catch (error) {
    return {
      isAdmin: false,
      error: `Authentication error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

export const adminAccessQueryKey = (userId: string) =>
  [...userScope(userId), 'admin-access'] as const;

/**
 * Never fails: a failed check is an answer (no access, with the reason). It is checked again on
 * every visit to the admin area, so a refusal while offline or a changed role does not stick.
 */
export const checkAdminAccessQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminAccessQueryKey(userId),
    queryFn: () => checkCurrentUser(userId),
    staleTime: 0,
    networkMode: 'always',
  });
