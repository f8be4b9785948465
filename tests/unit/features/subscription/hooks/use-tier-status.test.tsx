import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useTierStatus } from '@/features/subscription';
import { usePlan } from '@/features/subscription/hooks/use-plan';
import {
  createBackend,
  createFakeClient,
  type SubscriptionBackend,
} from '../fake-subscription-backend';

const fake = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('@/lib/supabase-client', () => ({ getSupabaseClient: async () => fake.client }));

let backend: SubscriptionBackend;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

async function settledPlan(userId: string | null) {
  const { result } = renderHook(() => usePlan(userId), { wrapper });
  await waitFor(() => expect(result.current.status).not.toBe('loading'));
  return result.current;
}

async function settledStatus(userId: string) {
  const { result } = renderHook(() => useTierStatus(userId), { wrapper });
  const plan = await settledPlan(userId);
  await waitFor(() => expect(result.current.tier).toBe(plan.tier));
  return result.current;
}

beforeEach(() => {
  backend = createBackend();
  fake.client = createFakeClient(backend).client;
});
afterEach(cleanup);

describe('effective tier and flags (docs/product.md §4)', () => {
  it('gives a visitor and a user without a subscribers row Free, not subscribed', async () => {
    for (const userId of [null, 'u1']) {
      const plan = await settledPlan(userId);
      expect(plan.tier).toBe('Free');
      expect(plan.flags).toEqual({ isPremium: false, isPro: false, isFree: true });
    }
  });

  it('flags a Premium subscriber premium but not pro, and a Pro subscriber both', async () => {
    backend.subscribers = {
      subscribed: true,
      subscription_tier: 'Premium',
      subscription_status: 'active',
      subscription_end: null,
    };
    expect((await settledPlan('premium')).flags).toEqual({
      isPremium: true,
      isPro: false,
      isFree: false,
    });
    backend.subscribers = {
      subscribed: true,
      subscription_tier: 'Pro',
      subscription_status: 'active',
      subscription_end: null,
    };
    expect((await settledPlan('pro')).flags).toEqual({
      isPremium: true,
      isPro: true,
      isFree: false,
    });
  });

  it('treats a genesis founder without a subscription as Pro with the lifetime badge', async () => {
    backend.user_founders = {
      founder_tier: 'genesis',
      lifetime_discount: 100,
      benefits: ['a', 'b', 'c', 'd'],
    };
    const status = await settledStatus('g1');
    expect(status).toEqual({
      tier: 'Pro',
      founderBadge: 'Lifetime FREE Pro Plan',
      isAdmin: false,
      known: true,
    });
  });

  it('keeps a pioneer on their subscription tier with their discount as the badge', async () => {
    backend.user_founders = { founder_tier: 'pioneer', lifetime_discount: 60, benefits: [] };
    expect(await settledStatus('p1')).toMatchObject({
      tier: 'Free',
      founderBadge: '60% lifetime discount',
    });
  });

  it('shows no founder badge when the founder lookup fails', async () => {
    backend.user_founders = { error: 'relation "user_founders" does not exist' };
    backend.subscribers = {
      subscribed: true,
      subscription_tier: 'Premium',
      subscription_status: 'active',
      subscription_end: null,
    };
    expect(await settledStatus('x1')).toMatchObject({ tier: 'Premium', founderBadge: null });
  });

  it('says the plan is not known yet while it is being read, then known', async () => {
    const { result } = renderHook(() => useTierStatus('slow'), { wrapper });
    expect(result.current.known).toBe(false);
    await waitFor(() => expect(result.current.known).toBe(true));
    const visitor = renderHook(() => useTierStatus(null), { wrapper });
    expect(visitor.result.current).toEqual({
      tier: 'Free',
      founderBadge: null,
      isAdmin: false,
      known: true,
    });
  });

  it('reports an admin as one', async () => {
    backend.isAdmin = true;
    const { result } = renderHook(() => useTierStatus('admin'), { wrapper });
    await waitFor(() => expect(result.current.isAdmin).toBe(true));
  });
});
