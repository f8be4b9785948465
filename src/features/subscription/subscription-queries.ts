import { queryOptions } from '@tanstack/react-query';
import { userScope } from '@/lib/user-scope';
import { readAdminRole } from './data/read-admin-role';
import { readFounder } from './data/read-founder';
import { readMonthUsage } from './data/read-month-usage';
import { readSubscription } from './data/read-subscription';
import { readTierLimits } from './data/read-tier-limits';

/** Usage is fresh for 30 s, tier limits and founder status for 5 min (docs/product.md §9). */
export const USAGE_CACHE_MS = 30_000;
export const TIER_LIMITS_CACHE_MS = 300_000;
export const FOUNDER_CACHE_MS = 300_000;
/** A plan an admin or a payment just changed shows as soon as fresh usage would. */
export const SUBSCRIPTION_CACHE_MS = USAGE_CACHE_MS;

/** The server state of plans and usage, one cache entry each, shared by header, settings and profile. */
export const subscriptionQueries = {
  subscription: (userId: string) =>
    queryOptions({
      queryKey: [...userScope(userId), 'subscription'],
      queryFn: () => readSubscription(userId),
      staleTime: SUBSCRIPTION_CACHE_MS,
    }),
  usage: (userId: string) =>
    queryOptions({
      queryKey: [...userScope(userId), 'usage'],
      queryFn: () => readMonthUsage(userId),
      staleTime: USAGE_CACHE_MS,
      refetchOnWindowFocus: false,
    }),
  founder: (userId: string) =>
    queryOptions({
      queryKey: [...userScope(userId), 'founder'],
      queryFn: () => readFounder(userId),
      staleTime: FOUNDER_CACHE_MS,
    }),
  adminRole: (userId: string) =>
    queryOptions({
      queryKey: [...userScope(userId), 'admin-role'],
      queryFn: () => readAdminRole(userId),
    }),
  tierLimits: () =>
    queryOptions({
      queryKey: ['tier-limits'],
      queryFn: readTierLimits,
      staleTime: TIER_LIMITS_CACHE_MS,
    }),
};
