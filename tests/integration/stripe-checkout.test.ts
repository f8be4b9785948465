// create-checkout on the local stack: refused without Stripe configured (503) and for visitors
// (401), a clear 400 for an unknown plan, and with Stripe configured (a scripted Stripe speaking
// its REST API) the Checkout Session URL, asked for with the user, plan and price of tier_limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { RunningStack } from '../../server/start-stack.ts';
import {
  startScriptedStripeServer,
  type ScriptedStripeServer,
} from '../support/scripted-stripe-server.ts';
import { startStripeStack } from './support/start-stripe-stack.ts';
import { signUpTestUser, type TestUser } from './support/test-users.ts';

const SECRET_KEY = 'sk_test_storycanvas_checkout';

async function createCheckout(
  url: string,
  token: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { anonKey } = inject('stack');
  const response = await fetch(`${url}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('create-checkout', () => {
  let stripe: ScriptedStripeServer;
  let stack: RunningStack;
  let user: TestUser;

  beforeAll(async () => {
    stripe = await startScriptedStripeServer();
    stack = await startStripeStack({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_API_BASE: stripe.baseUrl,
    });
    user = await signUpTestUser('checkout');
  });

  afterAll(async () => {
    await stack?.stop();
    await stripe?.close();
  });

  it('answers 503 naming STRIPE_SECRET_KEY on a stack without Stripe', async () => {
    const result = await createCheckout(inject('stack').url, user.accessToken, { tier: 'pro' });
    expect(result.status).toBe(503);
    expect(result.body.error).toMatch(/STRIPE_SECRET_KEY/);
  });

  it('answers 401 to a signed-out visitor and asks Stripe for nothing', async () => {
    const before = stripe.requests.length;
    const result = await createCheckout(stack.url, inject('stack').anonKey, { tier: 'pro' });
    expect(result.status).toBe(401);
    expect(result.body.error).toBe('Sign in to upgrade your plan');
    expect(stripe.requests).toHaveLength(before);
  });

  it.each([[{ tier: 'gold' }], [{ tier: 'free' }], [{ tier: 'enterprise' }], [{}]])(
    'answers 400 with the allowed plans for %j',
    async (body) => {
      const result = await createCheckout(stack.url, user.accessToken, body);
      expect(result.status).toBe(400);
      expect(result.body.error).toBe('tier must be one of premium, pro, family');
    },
  );

  it('returns the Checkout Session URL for the signed-in user, subscription mode, with user and plan in the metadata', async () => {
    const before = stripe.requests.length;
    const result = await createCheckout(stack.url, user.accessToken, { tier: 'pro' });
    expect(result.status).toBe(200);
    expect(result.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    expect(stripe.requests).toHaveLength(before + 1);
    const sent = stripe.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.user.id,
      'metadata[user_id]': user.user.id,
      'metadata[tier]': 'Pro',
      'subscription_data[metadata][user_id]': user.user.id,
      'subscription_data[metadata][tier]': 'Pro',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '1799',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][recurring][interval]': 'month',
      success_url: `${stack.url}/settings?tab=subscription`,
      cancel_url: `${stack.url}/pricing`,
    });
  });

  it('charges the price of tier_limits for each plan', async () => {
    for (const [tier, cents] of [
      ['premium', '799'],
      ['Family', '2499'],
    ] as const) {
      const result = await createCheckout(stack.url, user.accessToken, { tier });
      expect(result.status).toBe(200);
      expect(stripe.requests.at(-1)!.params['line_items[0][price_data][unit_amount]']).toBe(cents);
    }
  });

  it("answers 502 with Stripe's message when Stripe refuses the session", async () => {
    stripe.failNext(400, 'No such price');
    const result = await createCheckout(stack.url, user.accessToken, { tier: 'premium' });
    expect(result.status).toBe(502);
    expect(result.body.error).toBe('Checkout could not be started: No such price');
  });
});
