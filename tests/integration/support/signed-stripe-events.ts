// Stripe events as its webhooks send them, signed with Stripe's own library, for the tests of
// stripe-webhook on the local stack.
import Stripe from 'stripe';
import type { TestUser } from './test-users.ts';

export const WEBHOOK_SECRET = 'whsec_storycanvas_test_secret';
const stripe = new Stripe('sk_test_storycanvas_webhook');
/** Stripe's clock: whole seconds since the epoch. */
export const now = () => Math.floor(Date.now() / 1000);
let serial = 0;

interface StripeEventInput {
  type: string;
  object: Record<string, unknown>;
  created?: number;
  id?: string;
}

/** An event as Stripe sends it, with a fresh id unless one is given. */
export function stripeEvent({ type, object, created = now(), id }: StripeEventInput) {
  serial += 1;
  return {
    id: id ?? `evt_test_${Date.now()}_${serial}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The session Stripe completes when `user` pays for `tier` at checkout. */
export function completedCheckout(user: TestUser, tier: string, customer: string) {
  return {
    id: `cs_test_${serial}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: user.user.id,
    customer,
    customer_details: { email: user.email },
    subscription: `sub_${customer}`,
    metadata: { user_id: user.user.id, tier },
  };
}

/** A subscription of `customer` in `status`, paid up to `periodEnd`. */
export function subscription(
  customer: string,
  status: string,
  metadata: Record<string, string>,
  periodEnd = now() + 30 * 86400,
) {
  return {
    id: `sub_${customer}`,
    object: 'subscription',
    customer,
    status,
    metadata,
    ended_at: status === 'canceled' ? now() : null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${customer}`,
          object: 'subscription_item',
          current_period_end: periodEnd,
          price: { id: 'price_1', metadata: {} },
        },
      ],
    },
  };
}

/** Posts `event` to the stack's stripe-webhook signed as Stripe signs it, or tampered after signing. */
export async function deliver(
  url: string,
  event: unknown,
  secret = WEBHOOK_SECRET,
  tamper?: (payload: string) => string,
) {
  // Pretty-printed on purpose: a host that parsed and re-serialised the body would break the signature.
  const payload = JSON.stringify(event, null, 2);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: tamper ? tamper(payload) : payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
