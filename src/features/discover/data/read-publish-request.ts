import { queryOptions } from '@tanstack/react-query';
import { getSupabaseClient } from '@/lib/supabase-client';
import { userScope } from '@/lib/user-scope';
import type { PublishRequestsRow } from '@shared/database.ts';

export type PublishRequestState = PublishRequestsRow['state'];

/** Where a child's request to publish a story stands: waiting, declined or approved; null if never asked. */
export async function readPublishRequest(storyId: string): Promise<PublishRequestState | null> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('publish_requests')
    .select('state')
    .eq('story_id', storyId)
    .maybeSingle()
    .retry(false);
  if (error) throw new Error(error.message);
  return data?.state ?? null;
}

export const publishRequestQueryKey = (userId: string, storyId: string) =>
  [...userScope(userId), 'publish-request', storyId] as const;

/** Paused offline: the story page then shows no answer rather than an error. */
export const readPublishRequestQueryOptions = (userId: string, storyId: string) =>
  queryOptions({
    queryKey: publishRequestQueryKey(userId, storyId),
    queryFn: () => readPublishRequest(storyId),
  });
