import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session';
import { PlanSummary, SubscriptionPanel } from '@/features/subscription';
import {
  createBackend,
  createFakeClient,
  type SubscriptionBackend,
} from '../fake-subscription-backend';

const fake = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('@/lib/supabase-client', () => ({
  getSupabaseClient: async () => fake.client,
}));

let backend: SubscriptionBackend;

function renderInApp(node: React.ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory(),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  backend = createBackend();
  const session = {
    user: { id: 'u1', email: 'u1@example.test', user_metadata: {} } as unknown as User,
    access_token: 'token',
  };
  // The panel follows the page's session, which asks supabase-js once: a signed-in reader.
  const auth = {
    onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
    getSession: async () => ({ data: { session } }),
  };
  fake.client = { ...createFakeClient(backend).client, auth };
  useSessionStore.setState({
    status: 'signed-in',
    user: session.user,
    accessToken: session.access_token,
  });
});
afterEach(cleanup);

describe('SubscriptionPanel', () => {
  it('shows a Free user the tier, meters with the warnings and the upgrade link', async () => {
    backend.usage = [
      { stories_created: 3, images_generated: 0, voice_generations: 10, month_year: '2026-11' },
    ];
    renderInApp(<SubscriptionPanel />);
    expect(await screen.findByText('Your plan: Free')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Stories this month' }).getAttribute('aria-valuenow'),
    ).toBe('60');
    expect(screen.getByText('Only 2 left this month')).toBeTruthy();
    expect(screen.getByText('limit reached')).toBeTruthy();
    expect(screen.getByText('Images per story: 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe(
      '/pricing',
    );
  });

  it('shows a genesis founder Pro limits, the lifetime badge with 3 benefits and no upgrade link', async () => {
    backend.user_founders = {
      founder_tier: 'genesis',
      lifetime_discount: 100,
      benefits: ['one', 'two', 'three', 'four'],
    };
    renderInApp(<SubscriptionPanel />);
    expect(await screen.findByText('Your plan: Pro')).toBeTruthy();
    expect(screen.getByText('Lifetime FREE Pro Plan')).toBeTruthy();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two', 'three']);
    expect(screen.getByText('0 stories, Unlimited')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade your plan' })).toBeNull();
  });

  it('says when the plan cannot be read', async () => {
    backend.subscribers = { error: 'connection refused' };
    renderInApp(<SubscriptionPanel />);
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toContain(
      'connection refused',
    );
  });
});

describe('PlanSummary', () => {
  it('shows the tier and a partial founder discount', async () => {
    backend.subscribers = {
      subscribed: true,
      subscription_tier: 'Premium',
      subscription_status: 'active',
      subscription_end: null,
    };
    backend.user_founders = { founder_tier: 'early_adopter', lifetime_discount: 50, benefits: [] };
    renderInApp(<PlanSummary userId="u1" />);
    expect(await screen.findByText('Your plan: Premium')).toBeTruthy();
    expect(screen.getByText('50% lifetime discount')).toBeTruthy();
  });
});
