// What a Stripe webhook event means for a subscriber row: for the stripe-webhook function, which
// applies the change; the events it does not act on read as null.
import type Stripe from 'stripe';
import type { TierName } from '../tier-rules.ts';
import { tierFromMetadata } from './checkout-tiers.ts';

export interface SubscriptionChange {
  /** Null when the event does not name the user; the webhook then looks the customer up. */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  email: string | null;
  subscribed: boolean;
  /** Null keeps the tier the row already has. */
  tier: TierName | null;
  status: string;
  /** ISO time the paid period ends; null keeps the stored one. */
  end: string | null;
}

/** Stripe keeps a past-due subscription alive while it retries the card, so access stays too. */
const ENTITLED_STATUSES = new Set(['active', 'trialing', 'past_due']);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const isoFromUnix = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

function readCheckoutSession(session: Stripe.Checkout.Session): SubscriptionChange | null {
  if (session.mode !== 'subscription') return null;
  const paid = session.payment_status !== 'unpaid';
  return {
    userId: session.client_reference_id ?? session.metadata?.user_id ?? null,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    email: session.customer_details?.email ?? session.customer_email ?? null,
    subscribed: paid,
    tier: paid ? tierFromMetadata(session.metadata?.tier) : null,
    status: paid ? 'active' : 'incomplete',
    end: null,
  };
}

function readSubscription(subscription: Stripe.Subscription, deleted: boolean): SubscriptionChange {
  const status = deleted ? 'canceled' : subscription.status;
  const entitled = !deleted && ENTITLED_STATUSES.has(status);
  const item = subscription.items?.data?.[0];
  return {
    userId: subscription.metadata?.user_id ?? null,
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    email: null,
    subscribed: entitled,
    tier: entitled
      ? tierFromMetadata(subscription.metadata?.tier ?? item?.price?.metadata?.tier)
      : 'Free',
    status,
    end: isoFromUnix(
      deleted ? (subscription.ended_at ?? item?.current_period_end) : item?.current_period_end,
    ),
  };
}

export function readSubscriptionChange(event: Stripe.Event): SubscriptionChange | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return readCheckoutSession(event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return readSubscription(event.data.object, false);
    case 'customer.subscription.deleted':
      return readSubscription(event.data.object, true);
    default:
      return null;
  }
}
