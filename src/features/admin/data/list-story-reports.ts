import { queryOptions } from '@tanstack/react-query';
import { getSupabaseClient } from '@/lib/supabase-client';
import type { StoryReportReason } from '@/lib/story-report-reasons';

export interface StoryReport {
  id: string;
  story_id: string;
  story_title: string;
  story_is_public: boolean;
  reason: StoryReportReason;
  note: string;
  status: 'new' | 'handled';
  created_at: string;
  handled_at: string | null;
}

/** Readers' reports of published stories, open ones first, for the admin panel. */
export async function listStoryReports(): Promise<StoryReport[]> {
  const client = await getSupabaseClient();
  const { data, error } = await client.rpc('admin_list_story_reports');
  if (error) throw new Error(error.message);
  return (data ?? []) as StoryReport[];
}

export const storyReportsQueryKey = ['admin', 'story-reports'] as const;

export const listStoryReportsQueryOptions = () =>
  queryOptions({ queryKey: storyReportsQueryKey, queryFn: listStoryReports, retry: 1 });
