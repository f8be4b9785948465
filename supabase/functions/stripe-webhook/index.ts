// Supabase edge runtime entry for stripe-webhook (deployed with verify_jwt = false: Stripe signs
// its requests instead); the local stack calls handler.ts directly.
import handleStripeWebhook from './handler.ts';

declare const Deno: {
  serve(handler: (req: Request) => Promise<Response>): void;
  env: { toObject(): Record<string, string> };
};

Deno.serve((req) => handleStripeWebhook(req, Deno.env.toObject()));
