import { QueryClient } from '@tanstack/react-query';

/** docs/product.md §9 query cache: fresh 5 min, kept 10 min, one retry, no refetch when the window regains focus. */
export const QUERY_CACHE = {
  staleTime: 300_000,
  gcTime: 600_000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

/** One client per page, so every feature reading server state shares the same cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_CACHE } } });
}
