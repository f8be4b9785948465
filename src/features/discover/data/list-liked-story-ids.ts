import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { getSupabaseClient } from '@/lib/supabase-client';
import { userScope } from '@/lib/user-scope';

export const likedStoryIdsInputSchema = z.string().check(z.minLength(1));

/** The stories the signed-in reader has liked. */
export async function listLikedStoryIds(userId: string): Promise<Set<string>> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('story_likes')
    .select('story_id')
    .eq('user_id', likedStoryIdsInputSchema.parse(userId));
  if (error) throw new Error(error.message);
  return new Set((data ?? []).map((row: { story_id: string }) => row.story_id));
}

export const likedStoryIdsQueryKey = (userId: string) =>
  [...userScope(userId), 'liked-story-ids'] as const;

/** Offline the likes wait (paused, not failed): the Like buttons show unpressed meanwhile. */
export const listLikedStoryIdsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: likedStoryIdsQueryKey(userId),
    queryFn: () => listLikedStoryIds(userId),
  });
