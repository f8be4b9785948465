import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { DashboardStats } from '../feedback-entry';
import { queryOptions } from '@tanstack/react-query';
import { getSupabaseClient } from '@/lib/supabase-client';
import { userScope } from '@/lib/user-scope';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';

/** The dashboard figures from admin_dashboard_stats, which answers admins only. */
export async function readDashboardStats(
  client: Pick<StoryCanvasClient, 'rpc'>,
): Promise<DashboardStats> {
  const { data, error } = await client.rpc('admin_dashboard_stats');
  if (error) throw new Error(error.message);
  return data;
}

export const dashboardStatsQueryKey = (adminId: string) =>
  [...userScope(adminId), 'admin', 'dashboard-stats'] as const;

export const readDashboardStatsQueryOptions = (adminId: string) =>
  queryOptions({
    queryKey: dashboardStatsQueryKey(adminId),
    queryFn: async () => readDashboardStats(await getSupabaseClient()),
    networkMode: 'always',
    retry: retryOnceWhileOnline,
  });
