// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCheckout } from '@/features/pricing/data/start-checkout';

const fake = vi.hoisted(() => ({ session: null as { access_token: string } | null }));
vi.mock('@/lib/supabase-client', () => ({
  getSupabaseClient: async () => ({
    auth: { getSession: async () => ({ data: { session: fake.session } }) },
  }),
  getSupabaseConnection: async () => ({
    supabaseUrl: 'http://stack.test/',
    supabaseAnonKey: 'anon-key-of-the-stack',
  }),
}));

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  fake.session = { access_token: 'user-token' };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startCheckout', () => {
  it('asks create-checkout as the signed-in user for the plan and returns the Checkout URL', async () => {
    const fetch = answer(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    vi.stubGlobal('fetch', fetch);
    expect(await startCheckout('pro')).toEqual({
      kind: 'redirect',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://stack.test/functions/v1/create-checkout');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer user-token',
      apikey: 'anon-key-of-the-stack',
    });
    expect(JSON.parse(init.body as string)).toEqual({ tier: 'pro' });
  });

  it('reads as signed out without a session (asking nothing) and on a 401', async () => {
    const fetch = answer(401, { error: 'Sign in to upgrade your plan' });
    vi.stubGlobal('fetch', fetch);
    fake.session = null;
    expect(await startCheckout('premium')).toEqual({ kind: 'signed-out' });
    expect(fetch).not.toHaveBeenCalled();
    fake.session = { access_token: 'expired' };
    expect(await startCheckout('premium')).toEqual({ kind: 'signed-out' });
  });

  it('reads a 503 as a server without payments', async () => {
    vi.stubGlobal(
      'fetch',
      answer(503, { error: 'Payments are not configured: set STRIPE_SECRET_KEY on the server' }),
    );
    expect(await startCheckout('family')).toEqual({ kind: 'not-configured' });
  });

  it("fails with the function's message otherwise", async () => {
    vi.stubGlobal('fetch', answer(502, { error: 'Checkout could not be started: No such price' }));
    await expect(startCheckout('pro')).rejects.toThrow(
      'Checkout could not be started: No such price',
    );
  });
});
