import { getSupabaseClient } from '@/lib/supabase-client';

export type DiscoverSort = 'newest' | 'most-liked' | 'longest';
export const DISCOVER_PAGE_SIZE = 12;

export interface PublicStory {
  id: string;
  title: string;
  description: string | null;
  genre: string | null;
  target_age: string | null;
  segment_count: number;
  like_count: number;
  thumbnail_url: string | null;
  published_at: string | null;
}

export interface DiscoverQuery {
  search: string;
  genre: string | null;
  sort: DiscoverSort;
  page: number;
}

const ORDER: Record<DiscoverSort, { column: string; ascending: boolean }> = {
  newest: { column: 'published_at', ascending: false },
  'most-liked': { column: 'like_count', ascending: false },
  longest: { column: 'segment_count', ascending: false },
};

/** PostgREST's or() filter syntax treats commas and parentheses specially; search text must not. */
function escapeSearch(text: string): string {
  return text.replace(/[,()%*\\]/g, ' ').trim();
}

/** One page of published stories matching the search, genre and sort, with the total count. */
export async function listPublicStories(
  query: DiscoverQuery,
): Promise<{ stories: PublicStory[]; total: number }> {
  const client = await getSupabaseClient();
  const order = ORDER[query.sort];
  let request = client
    .from('stories')
    .select(
      'id, title, description, genre, target_age, segment_count, like_count, thumbnail_url, published_at',
      { count: 'exact' },
    )
    .eq('is_public', true)
    .is('deleted_at', null);
  const search = escapeSearch(query.search);
  if (search) request = request.or(`title.ilike.*${search}*,description.ilike.*${search}*`);
  if (query.genre) request = request.eq('genre', query.genre);
  const from = query.page * DISCOVER_PAGE_SIZE;
  const { data, error, count } = await request
    .order(order.column, { ascending: order.ascending, nullsFirst: false })
    .order('id')
    .range(from, from + DISCOVER_PAGE_SIZE - 1);
  if (error) throw new Error(error.message);
  return { stories: (data ?? []) as PublicStory[], total: count ?? 0 };
}

/** Likes or unlikes a story as the signed-in reader. */
export async function setStoryLiked(
  storyId: string,
  userId: string,
  liked: boolean,
): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = liked
    ? await client.from('story_likes').insert({ story_id: storyId, user_id: userId })
    : await client.from('story_likes').delete().eq('story_id', storyId).eq('user_id', userId);
  if (error && error.code !== '23505') throw new Error(error.message);
}

export async function listLikedStoryIds(userId: string): Promise<Set<string>> {
  const client = await getSupabaseClient();
  const { data } = await client.from('story_likes').select('story_id').eq('user_id', userId);
  return new Set((data ?? []).map((row: { story_id: string }) => row.story_id));
}
