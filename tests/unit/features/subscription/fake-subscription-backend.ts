import { vi } from 'vitest';

/**
 * What the subscription feature reads, as the tables and RPCs would answer for one user:
 * each value is the row (or rows), or an error message to answer with instead.
 */
export interface SubscriptionBackend {
  subscribers: Record<string, unknown> | null | { error: string };
  user_founders: Record<string, unknown> | null | { error: string };
  tier_limits: Record<string, unknown>[];
  usage: Record<string, unknown>[] | { error: string };
  isAdmin: boolean;
  incrementError: string | null;
}

export const FREE_LIMITS = {
  tier_name: 'Free',
  stories_per_month: 5,
  voice_generations_per_month: 10,
  images_per_story: 3,
  features: [],
};
export const PRO_LIMITS = {
  tier_name: 'Pro',
  stories_per_month: -1,
  voice_generations_per_month: -1,
  images_per_story: -1,
  features: [],
};

export function createBackend(): SubscriptionBackend {
  return {
    subscribers: null,
    user_founders: null,
    tier_limits: [FREE_LIMITS, PRO_LIMITS],
    usage: [],
    isAdmin: false,
    incrementError: null,
  };
}

const answer = (value: unknown) => {
  if (value && typeof value === 'object' && 'error' in value)
    return { data: null, error: { message: (value as { error: string }).error } };
  return { data: value, error: null };
};

/** A supabase-js look-alike for the calls the feature makes, counting them so tests can see refetches. */
export function createFakeClient(backend: SubscriptionBackend) {
  const calls = {
    subscribers: 0,
    user_founders: 0,
    tier_limits: 0,
    get_current_month_usage: 0,
    increment_usage: 0,
  };
  const client = {
    from(table: 'subscribers' | 'user_founders' | 'tier_limits') {
      calls[table] += 1;
      const builder = {
        select: () => builder,
        eq: () => builder,
        limit: () => builder,
        order: async () => answer(backend.tier_limits),
        maybeSingle: async () => answer(backend[table as 'subscribers' | 'user_founders']),
      };
      return builder;
    },
    rpc: vi.fn(async (name: string) => {
      if (name === 'get_current_month_usage') {
        calls.get_current_month_usage += 1;
        return answer(backend.usage);
      }
      if (name === 'increment_usage') {
        calls.increment_usage += 1;
        return backend.incrementError ? answer({ error: backend.incrementError }) : answer(null);
      }
      return answer(name === 'has_role' ? backend.isAdmin : null);
    }),
  };
  return { client, calls };
}
