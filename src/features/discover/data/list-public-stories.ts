import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { getSupabaseClient } from '@/lib/supabase-client';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';
import { AGE_IDS, type AgeId } from '@shared/age-bands.ts';
import { DISCOVER_SORTS } from '../read-discover-search';
import { publicStoriesScope } from './public-stories-scope';
export const DISCOVER_PAGE_SIZE = 12;

/** The bands a reader of `upToAge` may read: theirs and the younger ones. */
export function bandsUpTo(upToAge: AgeId): AgeId[] {
  return AGE_IDS.slice(0, AGE_IDS.indexOf(upToAge) + 1);
}

/** discover_stories' age filter: the chosen band, or in a child's profile every band up to theirs. */
function ageFilter({ age, upToAge }: Pick<DiscoverQuery, 'age' | 'upToAge'>): string | undefined {
  if (!upToAge) return age ?? undefined;
  const allowed = bandsUpTo(upToAge);
  return age && allowed.includes(age) ? age : allowed.join(',');
}

const publicStorySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  genre: z.nullable(z.string()),
  target_age: z.nullable(z.string()),
  segment_count: z.number(),
  like_count: z.number(),
  thumbnail_url: z.nullable(z.string()),
  published_at: z.nullable(z.string()),
  /** The display name on the author's profile; null when they chose none. */
  author_name: z.nullable(z.string()),
});
export type PublicStory = z.infer<typeof publicStorySchema>;

const publicStoriesPageSchema = z.object({
  stories: z.array(publicStorySchema),
  total: z.number(),
  /** Past 1,000 the total is the database's estimate, shown as "about". */
  total_is_estimate: z.boolean(),
  /** Where the next and the previous page start; null when there is none. */
  next: z.nullable(z.string()),
  previous: z.nullable(z.string()),
});
export type PublicStoriesPage = z.infer<typeof publicStoriesPageSchema>;

/**
 * What Discover asks for: search text, genre, the reader's age band (null: every band), sort, the
 * page number and where it starts (after the last story of the page before it, or before the first
 * of the page after it; neither for a page number alone, which is then found by skipping).
 */
export const discoverQuerySchema = z.object({
  search: z.string().check(z.maxLength(100)),
  genre: z.nullable(z.string()),
  age: z.nullable(z.enum(AGE_IDS)),
  sort: z.enum(DISCOVER_SORTS),
  page: z.int().check(z.minimum(0)),
  after: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  before: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  /** In a child's profile: the child's band, so no older band is listed (not part of the address). */
  upToAge: z.optional(z.nullable(z.enum(AGE_IDS))),
});
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;

/**
 * One page of published stories matching the search, genre, age band and sort, with the total and
 * the places the pages around it start: one call of the database's discover_stories, which the
 * server rendering makes too. supabase-js's own retries are off: the query cache retries
 * (docs/product.md §9), and offline it should not.
 */
export async function listPublicStories(
  input: DiscoverQuery,
  signal?: AbortSignal,
): Promise<PublicStoriesPage> {
  const query = discoverQuerySchema.parse(input);
  const client = await getSupabaseClient();
  let request = client
    .rpc(
      'discover_stories',
      {
        search: query.search,
        genre: query.genre ?? undefined,
        age: ageFilter(query),
        sort: query.sort,
        after: query.after ?? undefined,
        before: query.before ?? undefined,
        page: query.page,
        page_size: DISCOVER_PAGE_SIZE,
      },
      { get: true },
    )
    .retry(false);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  return publicStoriesPageSchema.parse(data);
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
