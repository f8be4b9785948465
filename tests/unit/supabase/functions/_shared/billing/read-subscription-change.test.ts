// @vitest-environment node
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutTierOf, tierFromMetadata } from '@shared/billing/checkout-tiers.ts';
import { readSubscriptionChange } from '@shared/billing/read-subscription-change.ts';

const event = (type: string, object: Record<string, unknown>) =>
  ({
    id: 'evt_1',
    object: 'event',
    created: 1_800_000_000,
    type,
    data: { object },
  }) as unknown as Stripe.Event;

const subscription = (
  status: string,
  metadata: Record<string, string>,
  extra: Record<string, unknown> = {},
) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status,
  metadata,
  ended_at: null,
  items: { data: [{ current_period_end: 1_802_592_000, price: { metadata: {} } }] },
  ...extra,
});

describe('readSubscriptionChange', () => {
  it('reads a paid subscription checkout as subscribed to the plan in its metadata', () => {
    const change = readSubscriptionChange(
      event('checkout.session.completed', {
        mode: 'subscription',
        payment_status: 'paid',
        client_reference_id: 'user-1',
        customer: 'cus_1',
        subscription: 'sub_1',
        customer_details: { email: 'reader@example.test' },
        metadata: { user_id: 'user-1', tier: 'Pro' },
      }),
    );
    expect(change).toEqual({
      userId: 'user-1',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      email: 'reader@example.test',
      subscribed: true,
      tier: 'Pro',
      status: 'active',
      end: null,
    });
  });

  it('ignores one-off payment checkouts and events it does not act on', () => {
    expect(
      readSubscriptionChange(
        event('checkout.session.completed', { mode: 'payment', metadata: {} }),
      ),
    ).toBeNull();
    expect(readSubscriptionChange(event('invoice.paid', { id: 'in_1' }))).toBeNull();
  });

  it('keeps access while Stripe retries a past-due card, with the period end', () => {
    const change = readSubscriptionChange(
      event(
        'customer.subscription.updated',
        subscription('past_due', { user_id: 'user-1', tier: 'premium' }),
      ),
    );
    expect(change).toMatchObject({
      userId: 'user-1',
      subscribed: true,
      tier: 'Premium',
      status: 'past_due',
      end: new Date(1_802_592_000_000).toISOString(),
    });
  });

  it('returns an unpaid or deleted subscription to Free', () => {
    expect(
      readSubscriptionChange(
        event('customer.subscription.updated', subscription('unpaid', { tier: 'Pro' })),
      ),
    ).toMatchObject({ subscribed: false, tier: 'Free', status: 'unpaid' });
    const deleted = readSubscriptionChange(
      event(
        'customer.subscription.deleted',
        subscription('active', {}, { ended_at: 1_801_000_000 }),
      ),
    );
    expect(deleted).toMatchObject({
      userId: null,
      customerId: 'cus_1',
      subscribed: false,
      tier: 'Free',
      status: 'canceled',
      end: new Date(1_801_000_000_000).toISOString(),
    });
  });

  it('keeps the stored plan when an active subscription names none', () => {
    expect(
      readSubscriptionChange(event('customer.subscription.updated', subscription('active', {}))),
    ).toMatchObject({ subscribed: true, tier: null });
  });
});

describe('checkout tiers', () => {
  it('maps the checkout ids and the database names both ways; Free and Enterprise are not sold through checkout', () => {
    expect(checkoutTierOf('Family')).toBe('family');
    expect(checkoutTierOf('Free')).toBeNull();
    expect(checkoutTierOf('Enterprise')).toBeNull();
    expect(tierFromMetadata('pro')).toBe('Pro');
    expect(tierFromMetadata('Enterprise')).toBe('Enterprise');
    expect(tierFromMetadata('gold')).toBeNull();
    expect(tierFromMetadata(undefined)).toBeNull();
  });
});
