import { onlineManager } from '@tanstack/react-query';
import { QUERY_CACHE } from './query-client';

/**
 * The one retry of docs/product.md §9 for reads that run offline too (networkMode 'always'): a retry while
 * the device is offline would fail the same way, so the page shows why at once instead.
 */
export function retryOnceWhileOnline(failureCount: number): boolean {
  return failureCount < QUERY_CACHE.retry && onlineManager.isOnline();
}
