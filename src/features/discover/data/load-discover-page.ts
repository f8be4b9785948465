import type { QueryClient } from '@tanstack/react-query';
import { preloadStoryPictures } from '@/ui';
import {
  listPublicStoriesQueryOptions,
  publicStoriesQueryKey,
  type DiscoverQuery,
  type PublicStoriesPage,
} from './list-public-stories';

/**
 * What Discover reads before it renders. On the server, the page of stories its address asks for,
 * so the HTML shows them (a failed read renders nothing: the prerendered page is served instead).
 * In the browser it waits for nothing new: the page the server rendered is in the cache already,
 * and a filter changed in the page keeps the last page on screen while the next one loads.
 */
export async function loadDiscoverPage(
  queryClient: QueryClient,
  query: DiscoverQuery,
  where: 'browser' | 'server',
): Promise<void> {
  const page =
    where === 'server'
      ? await queryClient.ensureQueryData(listPublicStoriesQueryOptions(query))
      : queryClient.getQueryData<PublicStoriesPage>(publicStoriesQueryKey(query));
  // Covers without a picture of their own are drawn: into the server's HTML, and by the browser's
  // first render of that HTML, so both draw the same (without the generator, blanks stay).
  if (page?.stories.some((story) => !story.thumbnail_url))
    await preloadStoryPictures().catch(() => undefined);
}
