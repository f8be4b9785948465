import { queryOptions } from '@tanstack/react-query';
import { getSupabaseClient } from '@/lib/supabase-client';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';
import { familyScope } from './family-query-keys';
import type { PublishRequest } from './publish-request';
import {
  keepPublishRequestsOnDevice,
  readPublishRequestsOnDevice,
} from './publish-requests-on-device';

/** The children's stories waiting for the parent's yes, oldest first; offline, as last read. */
export async function listPublishRequests(userId: string): Promise<PublishRequest[]> {
  if (globalThis.navigator?.onLine === false) return readPublishRequestsOnDevice(userId);
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('publish_requests')
    .select('story_id, child_profile_id, created_at, stories(title)')
    .eq('user_id', userId)
    .eq('state', 'requested')
    .order('created_at')
    .retry(false);
  if (error) throw new Error(error.message);
  const requests = data.map((row) => ({
    storyId: row.story_id,
    childProfileId: row.child_profile_id,
    title: row.stories?.title ?? 'Untitled story',
    createdAt: row.created_at,
  }));
  keepPublishRequestsOnDevice(userId, requests);
  return requests;
}

export const publishRequestsQueryKey = (userId: string) =>
  [...familyScope(userId), 'publish-requests'] as const;

export const listPublishRequestsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: publishRequestsQueryKey(userId),
    queryFn: () => listPublishRequests(userId),
    networkMode: 'always',
    retry: retryOnceWhileOnline,
  });
