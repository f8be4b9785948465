// stripe-webhook on the local stack with payloads signed by Stripe's own library: a valid event
// sets the user's plan as the app reads it, a bad signature changes nothing (400), and a replayed
// or older event is acknowledged (200) without a second change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { RunningStack } from '../../server/start-stack.ts';
import {
  effectiveTier,
  tierFlags,
  type SubscriptionState,
} from '../../supabase/functions/_shared/tier-rules.ts';
import {
  completedCheckout,
  deliver,
  now,
  stripeEvent,
  subscription,
  WEBHOOK_SECRET,
} from './support/signed-stripe-events.ts';
import { startStripeStack } from './support/start-stripe-stack.ts';
import {
  serviceClient,
  signUpTestUser,
  visitorClient,
  type TestUser,
} from './support/test-users.ts';

/** What the header's tier status (useTierStatus) reads for the user, and the tier it shows. */
async function planSeenBy(user: TestUser) {
  const { data, error } = await user.client
    .from('subscribers')
    .select('subscribed, subscription_tier')
    .eq('user_id', user.user.id)
    .maybeSingle<SubscriptionState>();
  if (error) throw error;
  const tier = effectiveTier(data, null);
  return { row: data, tier, flags: tierFlags(data, tier) };
}

async function storedRow(userId: string) {
  const { data } = await serviceClient()
    .from('subscribers')
    .select('*')
    .eq('user_id', userId)
    .maybeSingle();
  return data as Record<string, unknown> | null;
}

describe('stripe-webhook', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await startStripeStack({
      STRIPE_SECRET_KEY: 'sk_test_storycanvas_webhook',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 503 naming the missing settings on a stack without Stripe, without needing a Supabase token', async () => {
    const user = await signUpTestUser('webhook-unconfigured');
    const result = await deliver(
      inject('stack').url,
      stripeEvent({
        type: 'checkout.session.completed',
        object: completedCheckout(user, 'Pro', 'cus_unconfigured'),
      }),
    );
    expect(result.status).toBe(503);
    expect(result.body.error).toMatch(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(await storedRow(user.user.id)).toBeNull();
  });

  it('a signed checkout.session.completed makes the user Pro as the app reads it', async () => {
    const user = await signUpTestUser('webhook-valid');
    expect((await planSeenBy(user)).tier).toBe('Free');

    const result = await deliver(
      stack.url,
      stripeEvent({
        type: 'checkout.session.completed',
        object: completedCheckout(user, 'Pro', 'cus_valid'),
      }),
    );
    expect(result).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });

    const seen = await planSeenBy(user);
    expect(seen.row).toEqual({ subscribed: true, subscription_tier: 'Pro' });
    expect(seen.tier).toBe('Pro');
    expect(seen.flags).toEqual({ isPremium: true, isPro: true, isFree: false });
    expect(await storedRow(user.user.id)).toMatchObject({
      email: user.email,
      subscription_status: 'active',
      stripe_customer_id: 'cus_valid',
      stripe_subscription_id: 'sub_cus_valid',
    });
  });

  it('a wrong signature, a tampered body or no signature is refused with 400 and changes nothing', async () => {
    const user = await signUpTestUser('webhook-forged');
    const event = stripeEvent({
      type: 'checkout.session.completed',
      object: completedCheckout(user, 'Pro', 'cus_forged'),
    });

    const wrongSecret = await deliver(stack.url, event, 'whsec_someone_else');
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error).toMatch(/^Webhook signature verification failed/);

    const tampered = await deliver(stack.url, event, WEBHOOK_SECRET, (payload) =>
      payload.replace('"Pro"', '"Family"'),
    );
    expect(tampered.status).toBe(400);

    const unsigned = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);

    expect(await storedRow(user.user.id)).toBeNull();
    expect((await planSeenBy(user)).tier).toBe('Free');
    // The refused event was not recorded either, so Stripe's genuine delivery still applies.
    expect((await deliver(stack.url, event)).body.outcome).toBe('applied');
    expect((await planSeenBy(user)).tier).toBe('Pro');
  });

  it('a replayed event and an older event arriving late are answered 200 and change nothing', async () => {
    const user = await signUpTestUser('webhook-replay');
    const start = now() - 600;
    const checkout = stripeEvent({
      type: 'checkout.session.completed',
      object: completedCheckout(user, 'Premium', 'cus_replay'),
      created: start,
    });
    const upgrade = stripeEvent({
      type: 'customer.subscription.updated',
      object: subscription('cus_replay', 'active', { user_id: user.user.id, tier: 'Pro' }),
      created: start + 60,
    });

    expect((await deliver(stack.url, checkout)).body.outcome).toBe('applied');
    expect((await planSeenBy(user)).tier).toBe('Premium');
    expect((await deliver(stack.url, upgrade)).body.outcome).toBe('applied');
    expect((await planSeenBy(user)).tier).toBe('Pro');
    const afterUpgrade = await storedRow(user.user.id);

    const replay = await deliver(stack.url, checkout);
    expect(replay).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    const olderDowngrade = stripeEvent({
      type: 'customer.subscription.updated',
      object: subscription('cus_replay', 'active', { user_id: user.user.id, tier: 'Premium' }),
      created: start + 30,
    });
    expect(await deliver(stack.url, olderDowngrade)).toEqual({
      status: 200,
      body: { received: true, outcome: 'stale' },
    });

    expect((await planSeenBy(user)).tier).toBe('Pro');
    expect(await storedRow(user.user.id)).toEqual(afterUpgrade);
  });

  it('a cancelled subscription, named only by its customer, returns the user to Free', async () => {
    const user = await signUpTestUser('webhook-cancel');
    const start = now() - 600;
    await deliver(
      stack.url,
      stripeEvent({
        type: 'checkout.session.completed',
        object: completedCheckout(user, 'Family', 'cus_cancel'),
        created: start,
      }),
    );
    expect((await planSeenBy(user)).tier).toBe('Family');

    const result = await deliver(
      stack.url,
      stripeEvent({
        type: 'customer.subscription.deleted',
        object: subscription('cus_cancel', 'canceled', {}),
        created: start + 60,
      }),
    );
    expect(result.body.outcome).toBe('applied');
    const seen = await planSeenBy(user);
    expect(seen.row).toEqual({ subscribed: false, subscription_tier: 'Free' });
    expect(seen.flags.isFree).toBe(true);
    expect(await storedRow(user.user.id)).toMatchObject({ subscription_status: 'canceled' });
  });

  it('acknowledges events it does not act on without touching any plan', async () => {
    const result = await deliver(
      stack.url,
      stripeEvent({
        type: 'invoice.paid',
        object: { id: 'in_1', object: 'invoice', customer: 'cus_valid' },
      }),
    );
    expect(result).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
  });

  it('keeps the processed events away from visitors and users (service role only)', async () => {
    const user = await signUpTestUser('webhook-rls');
    for (const client of [visitorClient(), user.client]) {
      const read = await client.from('stripe_events').select('id');
      expect(read.error?.code).toBe('42501');
      const write = await client.from('stripe_events').insert({
        id: 'evt_forged',
        type: 'checkout.session.completed',
        stripe_created_at: new Date().toISOString(),
      });
      expect(write.error?.code).toBe('42501');
      const rpc = await client.rpc('apply_stripe_event', {
        event_id: 'evt_forged',
        event_type: 'checkout.session.completed',
        event_created: new Date().toISOString(),
        target_user: user.user.id,
        new_email: null,
        new_subscribed: true,
        new_tier: 'Pro',
        new_status: 'active',
        new_end: null,
        new_customer: null,
        new_subscription: null,
      });
      expect(rpc.error).not.toBeNull();
    }
    expect((await planSeenBy(user)).tier).toBe('Free');
  });
});
