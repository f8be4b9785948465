// @vitest-environment node
import { QueryObserver } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session';
import {
  followSessionForSubscription,
  SIGN_IN_REFRESH_MS,
} from '@/features/subscription/follow-session-for-subscription';
import { subscriptionQueries } from '@/features/subscription/subscription-queries';
import {
  createBackend,
  createFakeClient,
  type SubscriptionBackend,
} from './fake-subscription-backend';

const fake = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('@/lib/supabase-client', () => ({ getSupabaseClient: async () => fake.client }));

const user = (id: string) =>
  ({ id, email: `${id}@example.test`, user_metadata: {} }) as unknown as User;
const signIn = (id: string) =>
  useSessionStore.setState({ status: 'signed-in', user: user(id), accessToken: 'token' });
const signOut = () =>
  useSessionStore.setState({ status: 'signed-out', user: null, accessToken: null });

let backend: SubscriptionBackend;
let calls: ReturnType<typeof createFakeClient>['calls'];
let stop: () => void;
const queryClient = createQueryClient();

beforeEach(() => {
  vi.useFakeTimers();
  backend = createBackend();
  ({ client: fake.client, calls } = createFakeClient(backend));
  queryClient.clear();
  useSessionStore.setState({ status: 'signed-out', user: null, accessToken: null });
  stop = followSessionForSubscription(queryClient);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('the subscription follows the session (docs/product.md §4)', () => {
  it('refreshes the subscription about 1 s after a sign-in, so a plan bought meanwhile shows', async () => {
    signIn('u1');
    // The header watches the plan as soon as someone is signed in.
    const header = new QueryObserver(queryClient, subscriptionQueries.subscription('u1'));
    const unsubscribe = header.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(header.getCurrentResult().data).toMatchObject({ subscribed: false });
    backend.subscribers = {
      subscribed: true,
      subscription_tier: 'Pro',
      subscription_status: 'active',
      subscription_end: null,
    };
    await vi.advanceTimersByTimeAsync(SIGN_IN_REFRESH_MS - 1);
    expect(calls.subscribers).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryData(subscriptionQueries.subscription('u1').queryKey),
      ).toMatchObject({ subscription_tier: 'Pro' }),
    );
    expect(header.getCurrentResult().data).toMatchObject({ subscription_tier: 'Pro' });
    expect(SIGN_IN_REFRESH_MS).toBe(1_000);
    unsubscribe();
  });

  it('forgets the plan, usage and founder status on sign-out, back to not subscribed', async () => {
    signIn('u1');
    backend.subscribers = {
      subscribed: true,
      subscription_tier: 'Pro',
      subscription_status: 'active',
      subscription_end: null,
    };
    await queryClient.fetchQuery(subscriptionQueries.subscription('u1'));
    await queryClient.fetchQuery(subscriptionQueries.usage('u1'));
    signOut();
    expect(
      queryClient.getQueryData(subscriptionQueries.subscription('u1').queryKey),
    ).toBeUndefined();
    expect(queryClient.getQueryData(subscriptionQueries.usage('u1').queryKey)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(SIGN_IN_REFRESH_MS * 2);
    expect(calls.subscribers).toBe(1);
  });

  it('does not count the first session check of a page load as a sign-in', async () => {
    stop();
    useSessionStore.setState({ status: 'loading', user: null, accessToken: null });
    stop = followSessionForSubscription(queryClient);
    await queryClient.fetchQuery(subscriptionQueries.subscription('u1'));
    signIn('u1');
    await vi.advanceTimersByTimeAsync(SIGN_IN_REFRESH_MS * 2);
    expect(calls.subscribers).toBe(1);
  });
});
