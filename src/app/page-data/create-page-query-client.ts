import { hydrate, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { readPageData } from './read-page-data';

/** The browser's query cache, holding from the start what the server rendered the page with. */
export function createPageQueryClient(document: Document): QueryClient {
  const queryClient = createQueryClient();
  const state = readPageData(document);
  if (state) hydrate(queryClient, state);
  return queryClient;
}
