import type { QueryClient } from '@tanstack/react-query';
import { syncStatusStore } from '@/offline';
import { preloadStoryPictures } from '@/ui';
import { loadReadableStoryQueryOptions, publishedStoryQueryOptions } from './load-readable-story';
import type { ReadableStory } from './readable-story';

/**
 * The story the reader's page shows, read before the page renders so its head can name it (and its
 * pictures can be drawn). On the
 * server, only a published story (null otherwise: the server then leaves the page to the app);
 * in the browser, the same read the page makes (the device's copy first), from the cache when the
 * server rendered it. A read that fails leaves its error in the cache for the page to show.
 */
export async function loadStoryForPage(
  queryClient: QueryClient,
  id: string,
  where: 'browser' | 'server',
): Promise<ReadableStory | null> {
  const readable =
    where === 'server'
      ? await queryClient.ensureQueryData(publishedStoryQueryOptions(id))
      : await queryClient
          .ensureQueryData(
            loadReadableStoryQueryOptions({
              id,
              online: syncStatusStore.getState().network !== 'offline',
            }),
          )
          .catch(() => null);
  // Parts without a picture of their own get a drawn one: drawn into the server's HTML, so the
  // browser draws them in its first render too (without the generator, say offline, blanks stay).
  if (readable?.segments.some((segment) => !segment.image_url))
    await preloadStoryPictures().catch(() => undefined);
  return readable;
}
