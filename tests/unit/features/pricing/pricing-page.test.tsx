import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { PricingPage } from '@/features/pricing';
import { fakeTableClient } from '../../support/fake-table-client';
import type { CheckoutStart } from '@/features/pricing/data/start-checkout';

const backend = vi.hoisted(() => ({
  startCheckout: vi.fn<(tier: string) => Promise<CheckoutStart>>(),
  openCheckoutPage: vi.fn<(url: string) => void>(),
}));
vi.mock('@/features/pricing/data/start-checkout', () => ({ startCheckout: backend.startCheckout }));
vi.mock('@/features/pricing/data/open-checkout-page', () => ({
  openCheckoutPage: backend.openCheckoutPage,
}));
const fake = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('@/lib/supabase-client', () => ({ getSupabaseClient: async () => fake.client }));
const TIERS = ['Free', 'Premium', 'Pro', 'Family', 'Enterprise'].map((tier_name, index) => ({
  tier_name,
  stories_per_month: -1,
  voice_generations_per_month: -1,
  images_per_story: -1,
  characters_limit: -1,
  price_monthly_cents: tier_name === 'Enterprise' ? null : index * 1000,
  features: [],
}));

function renderPricing() {
  const root = createRootRoute();
  const pricing = createRoute({
    getParentRoute: () => root,
    path: '/pricing',
    component: PricingPage,
  });
  const signIn = createRoute({
    getParentRoute: () => root,
    path: '/auth/signin',
    component: () => <h1>Sign in</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([pricing, signIn]),
    history: createMemoryHistory({ initialEntries: ['/pricing'] }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  fake.client = fakeTableClient(() => ({ data: TIERS })).client;
  backend.startCheckout.mockReset();
  backend.openCheckoutPage.mockReset();
});
afterEach(cleanup);

describe('PricingPage upgrade buttons', () => {
  it('sends the browser to the Checkout URL create-checkout returns for the chosen plan', async () => {
    backend.startCheckout.mockResolvedValue({
      kind: 'redirect',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    renderPricing();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Family' }));
    expect(backend.startCheckout).toHaveBeenCalledWith('family');
    await vi.waitFor(() =>
      expect(backend.openCheckoutPage).toHaveBeenCalledWith(
        'https://checkout.stripe.com/c/pay/cs_test_1',
      ),
    );
  });

  it('sends a signed-out visitor to sign in with /pricing to come back to', async () => {
    backend.startCheckout.mockResolvedValue({ kind: 'signed-out' });
    const router = renderPricing();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ redirect: '/pricing' });
    expect(backend.openCheckoutPage).not.toHaveBeenCalled();
  });

  it('says an administrator sets the plan when the server has no payment provider', async () => {
    backend.startCheckout.mockResolvedValue({ kind: 'not-configured' });
    renderPricing();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    expect(
      (await screen.findByText(/On the local stack an administrator sets your plan/)).closest(
        '[role="status"]',
      ),
    ).toBeTruthy();
    expect(backend.openCheckoutPage).not.toHaveBeenCalled();
  });

  it('shows the reason when the checkout cannot be started, and lets the user try again', async () => {
    backend.startCheckout.mockRejectedValueOnce(
      new Error('Checkout could not be started: No such price'),
    );
    renderPricing();
    const pro = await screen.findByRole('button', { name: 'Upgrade to Pro' });
    fireEvent.click(pro);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Checkout could not be started: No such price',
    );
    expect(pro.getAttribute('aria-disabled')).toBe('false');
    backend.startCheckout.mockResolvedValueOnce({
      kind: 'redirect',
      url: 'https://checkout.stripe.com/c/pay/cs_test_3',
    });
    fireEvent.click(pro);
    await vi.waitFor(() =>
      expect(backend.openCheckoutPage).toHaveBeenCalledWith(
        'https://checkout.stripe.com/c/pay/cs_test_3',
      ),
    );
  });

  it('starts one checkout at a time: while one opens, the other buttons do nothing', async () => {
    let answer: (value: CheckoutStart) => void = () => undefined;
    backend.startCheckout.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPricing();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    expect(
      screen.getByRole('button', { name: 'Opening checkout for Pro…' }).getAttribute('aria-busy'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(backend.startCheckout).toHaveBeenCalledTimes(1);
    answer({ kind: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_test_2' });
    await vi.waitFor(() =>
      expect(backend.openCheckoutPage).toHaveBeenCalledWith(
        'https://checkout.stripe.com/c/pay/cs_test_2',
      ),
    );
  });

  it('offers no upgrade button on Free and Enterprise', async () => {
    renderPricing();
    await screen.findByRole('button', { name: 'Upgrade to Pro' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Upgrade to Premium',
      'Upgrade to Pro',
      'Upgrade to Family',
    ]);
  });
});
