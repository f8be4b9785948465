import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { readAuthorNames } from '@/lib/read-author-names';
import { getSupabaseClient } from '@/lib/supabase-client';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';
import { AGE_IDS } from '@shared/story-engine/age-bands.ts';
import { DISCOVER_SORTS, type DiscoverSort } from '../read-discover-search';
import { publicStoriesScope } from './public-stories-scope';
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
  /** The display name on the author's profile; null when they chose none. */
  author_name: string | null;
}

/**
 * What Discover asks for: search text, genre, the reader's age band (null: every band), sort and
 * page (the route keeps it in the address).
 */
export const discoverQuerySchema = z.object({
  search: z.string().check(z.maxLength(100)),
  genre: z.nullable(z.string()),
  age: z.nullable(z.enum(AGE_IDS)),
  sort: z.enum(DISCOVER_SORTS),
  page: z.int().check(z.minimum(0)),
});
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;

export interface PublicStoriesPage {
  stories: PublicStory[];
  total: number;
}

const ORDER: Record<
  DiscoverSort,
  { column: 'published_at' | 'like_count' | 'segment_count'; ascending: boolean }
> = {
  newest: { column: 'published_at', ascending: false },
  'most-liked': { column: 'like_count', ascending: false },
  longest: { column: 'segment_count', ascending: false },
};

/** PostgREST's or() filter syntax treats commas and parentheses specially; search text must not. */
function escapeSearch(text: string): string {
  return text.replace(/[,()%*\\]/g, ' ').trim();
}

/**
 * One page of published stories matching the search, genre, age band and sort, with the total
 * count. supabase-js's own retries are off: the query cache retries (spec §9), and offline it should not.
 */
export async function listPublicStories(
  input: DiscoverQuery,
  signal?: AbortSignal,
): Promise<PublicStoriesPage> {
  const query = discoverQuerySchema.parse(input);
  const client = await getSupabaseClient();
  const order = ORDER[query.sort];
  let request = client
    .from('public_stories')
    .select(
      'id, user_id, title, description, genre, target_age, segment_count, like_count, thumbnail_url, published_at',
      { count: 'exact' },
    )
    .retry(false);
  if (signal) request = request.abortSignal(signal);
  const search = escapeSearch(query.search);
  if (search) request = request.or(`title.ilike.*${search}*,description.ilike.*${search}*`);
  if (query.genre) request = request.eq('genre', query.genre);
  if (query.age) request = request.eq('target_age', query.age);
  const from = query.page * DISCOVER_PAGE_SIZE;
  const { data, error, count } = await request
    .order(order.column, { ascending: order.ascending, nullsFirst: false })
    .order('id')
    .range(from, from + DISCOVER_PAGE_SIZE - 1);
  if (error) throw new Error(error.message);
  const rows = data;
  // Names are a nicety: a failed read shows the stories without them.
  const names = await readAuthorNames(
    rows.flatMap((row) => (row.user_id ? [row.user_id] : [])),
    signal,
  ).catch(() => new Map<string, string>());
  const stories = rows.map(({ user_id: userId, ...story }) => ({
    ...story,
    author_name: (userId && names.get(userId)) || null,
  }));
  return { stories, total: count ?? 0 };
}

export const publicStoriesQueryKey = (query: DiscoverQuery) =>
  [...publicStoriesScope, query] as const;

/**
 * Published stories are server-only: offline the read fails at once with its reason (networkMode
 * 'always'), and the page says the reader's own stories are still on the device.
 */
export const listPublicStoriesQueryOptions = (query: DiscoverQuery) =>
  queryOptions({
    queryKey: publicStoriesQueryKey(query),
    queryFn: ({ signal }) => listPublicStories(query, signal),
    networkMode: 'always',
    retry: retryOnceWhileOnline,
  });
