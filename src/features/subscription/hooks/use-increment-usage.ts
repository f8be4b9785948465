import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { incrementUsage, type UsageIncrement } from '../data/increment-usage';
import { subscriptionQueries } from '../subscription-queries';

const log = logger.scoped({ component: 'subscription' });

/**
 * Counts stories, images or narrations towards this month's usage and refreshes the cached usage.
 * A failed increment is only logged (docs/product.md §8): it must never interrupt what the user is doing.
 */
export function useIncrementUsage(): (userId: string, increment: UsageIncrement) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: ({ userId, increment }: { userId: string; increment: UsageIncrement }) =>
      incrementUsage(userId, increment),
    retry: 0,
    onError: (error) => log.warn('Usage tracking failed', { message: error.message }),
    onSettled: (_data, _error, { userId }) =>
      queryClient.invalidateQueries({ queryKey: subscriptionQueries.usage(userId).queryKey }),
  });
  return (userId, increment) => mutate({ userId, increment });
}
