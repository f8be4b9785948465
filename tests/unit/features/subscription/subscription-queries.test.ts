// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import {
  FOUNDER_CACHE_MS,
  subscriptionQueries,
  TIER_LIMITS_CACHE_MS,
  USAGE_CACHE_MS,
} from '@/features/subscription/subscription-queries';
import {
  createBackend,
  createFakeClient,
  FREE_LIMITS,
  type SubscriptionBackend,
} from './fake-subscription-backend';

const fake = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('@/lib/supabase-client', () => ({ getSupabaseClient: async () => fake.client }));

let backend: SubscriptionBackend;
let calls: ReturnType<typeof createFakeClient>['calls'];
let queryClient: QueryClient;

beforeEach(() => {
  backend = createBackend();
  ({ client: fake.client, calls } = createFakeClient(backend));
  queryClient = createQueryClient();
});

describe('subscription cache times (docs/product.md §9)', () => {
  it('keeps usage 30 s without refetching on focus, tier limits and founder status 5 min', () => {
    expect(USAGE_CACHE_MS).toBe(30_000);
    expect(TIER_LIMITS_CACHE_MS).toBe(300_000);
    expect(FOUNDER_CACHE_MS).toBe(300_000);
    expect(subscriptionQueries.usage('u1')).toMatchObject({
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    });
    expect(subscriptionQueries.tierLimits().staleTime).toBe(300_000);
    expect(subscriptionQueries.founder('u1').staleTime).toBe(300_000);
  });

  it('answers usage from memory until 30 s have passed, then reads it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      backend.usage = [
        { stories_created: 2, images_generated: 1, voice_generations: 0, month_year: '2026-11' },
      ];
      await queryClient.fetchQuery(subscriptionQueries.usage('u1'));
      vi.advanceTimersByTime(USAGE_CACHE_MS - 1);
      await queryClient.fetchQuery(subscriptionQueries.usage('u1'));
      expect(calls.get_current_month_usage).toBe(1);
      vi.advanceTimersByTime(2);
      await queryClient.fetchQuery(subscriptionQueries.usage('u1'));
      expect(calls.get_current_month_usage).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads tier limits once for 5 minutes whoever asks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect(await queryClient.fetchQuery(subscriptionQueries.tierLimits())).toContainEqual(
        FREE_LIMITS,
      );
      vi.advanceTimersByTime(TIER_LIMITS_CACHE_MS - 1);
      await queryClient.fetchQuery(subscriptionQueries.tierLimits());
      expect(calls.tier_limits).toBe(1);
      vi.advanceTimersByTime(2);
      await queryClient.fetchQuery(subscriptionQueries.tierLimits());
      expect(calls.tier_limits).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what the reads answer', () => {
  it('treats a missing subscribers row as not subscribed and no usage row as zeros', async () => {
    expect(await queryClient.fetchQuery(subscriptionQueries.subscription('u1'))).toMatchObject({
      subscribed: false,
      subscription_tier: null,
    });
    expect(await queryClient.fetchQuery(subscriptionQueries.usage('u1'))).toEqual({
      stories_created: 0,
      images_generated: 0,
      voice_generations: 0,
    });
  });

  it('answers no founder status when the founder lookup fails', async () => {
    backend.user_founders = { error: 'permission denied for table user_founders' };
    expect(await queryClient.fetchQuery(subscriptionQueries.founder('u1'))).toBeNull();
  });

  it('fails the subscription read with the database message, after one retry', async () => {
    backend.subscribers = { error: 'connection refused' };
    const client = new QueryClient();
    await expect(
      client.fetchQuery({ ...subscriptionQueries.subscription('u1'), retry: 1, retryDelay: 0 }),
    ).rejects.toThrow('connection refused');
    expect(calls.subscribers).toBe(2);
  });
});
