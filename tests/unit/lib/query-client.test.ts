import { describe, expect, it } from 'vitest';
import { createQueryClient, QUERY_CACHE } from '@/lib/query-client';

describe('the query cache of docs/product.md §9', () => {
  it('keeps answers fresh 5 min and in memory 10 min, retries once and never refetches on window focus', () => {
    expect(QUERY_CACHE).toEqual({
      staleTime: 300_000,
      gcTime: 600_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({
      staleTime: 300_000,
      gcTime: 600_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
  });
});
