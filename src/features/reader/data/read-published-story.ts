import { queryOptions } from '@tanstack/react-query';
import { QUERY_CACHE } from '@/lib/query-client';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';
import { getSupabaseClient } from '@/lib/supabase-client';
import type { ReaderStory } from './readable-story';

/** A published story as any stranger sees it: the server's public_stories view, which hides how it was made. */
export type PublishedStory = ReaderStory & { is_public: true };

/**
 * The published story with this id, or null when there is none: a private story reads exactly
 * like an unknown one, because the view holds only public, undeleted stories.
 */
export async function readPublishedStory(id: string): Promise<PublishedStory | null> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('public_stories')
    .select(
      'id, user_id, title, description, genre, target_age, is_completed, created_at, thumbnail_url, picture_style',
    )
    .eq('id', id)
    .retry(false)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data ? { ...data, is_public: true } : null;
}

export const readPublishedStoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['published-story', id] as const,
    queryFn: () => readPublishedStory(id),
    staleTime: QUERY_CACHE.staleTime,
    retry: retryOnceWhileOnline,
  });
