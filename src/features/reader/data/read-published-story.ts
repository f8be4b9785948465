import { queryOptions } from '@tanstack/react-query';
import { QUERY_CACHE } from '@/lib/query-client';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';
import { getSupabaseClient } from '@/lib/supabase-client';

/** A published story as anyone may see it, from the server's public_stories view. */
export interface PublishedStory {
  id: string;
  /** The author; null for stories that came with the app. */
  user_id: string | null;
  title: string;
  description: string | null;
  thumbnail_url: string | null;
}

/**
 * The published story with this id, or null when there is none: a private story reads exactly
 * like an unknown one, because the view holds only public, undeleted stories.
 */
export async function readPublishedStory(id: string): Promise<PublishedStory | null> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('public_stories')
    .select('id, user_id, title, description, thumbnail_url')
    .eq('id', id)
    .retry(false)
    .maybeSingle();
  if (error) throw new Error(error.message);
  // The view's columns read as nullable to the type generator; id and title never are.
  return data?.id ? { ...data, id: data.id, title: data.title ?? '' } : null;
}

export const readPublishedStoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['published-story', id] as const,
    queryFn: () => readPublishedStory(id),
    staleTime: QUERY_CACHE.staleTime,
    retry: retryOnceWhileOnline,
  });
