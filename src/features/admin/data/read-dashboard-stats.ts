import type { StoryCanvasClient } from '@/lib/supabase-client';
import type { DashboardStats } from '../feedback-entry';

/** The dashboard figures from admin_dashboard_stats, which answers admins only. */
export async function readDashboardStats(
  client: Pick<StoryCanvasClient, 'rpc'>,
): Promise<DashboardStats> {
  const { data, error } = await client.rpc('admin_dashboard_stats');
  if (error) throw new Error(error.message);
  return data;
}
