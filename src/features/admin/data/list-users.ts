import { queryOptions } from '@tanstack/react-query';
import type { AdminUserRow } from '@shared/database.ts';
import { getSupabaseClient, type StoryCanvasClient } from '@/lib/supabase-client';
import { userScope } from '@/lib/user-scope';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';

/** Every account with its effective tier, founder place, admin role and story count, newest first (admins only). */
export async function listUsers(client: Pick<StoryCanvasClient, 'rpc'>): Promise<AdminUserRow[]> {
  const { data, error } = await client.rpc('admin_list_users');
  if (error) throw new Error(error.message);
  return data;
}

/** Admin reads are kept under the admin's own scope, so signing out drops them with the rest. */
export const adminUsersQueryKey = (adminId: string) =>
  [...userScope(adminId), 'admin', 'users'] as const;

export const listUsersQueryOptions = (adminId: string) =>
  queryOptions({
    queryKey: adminUsersQueryKey(adminId),
    queryFn: async () => listUsers(await getSupabaseClient()),
    networkMode: 'always',
    retry: retryOnceWhileOnline,
  });
