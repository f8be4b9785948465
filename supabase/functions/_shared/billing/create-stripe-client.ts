// The Stripe client of the billing functions (create-checkout, stripe-webhook). STRIPE_API_BASE
// points it at another server speaking Stripe's REST API, as the tests' scripted Stripe does.
import Stripe from 'stripe';

export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  if (!apiBase) return new Stripe(secretKey);
  const target = new URL(apiBase);
  const protocol = target.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: target.hostname,
    port: target.port || (protocol === 'http' ? 80 : 443),
    protocol,
  });
}
