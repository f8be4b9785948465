// create-checkout: starts a Stripe Checkout session for a signed-in user buying a monthly plan
// and returns its URL; the stripe-webhook function records the subscription once it is paid.
import { z } from 'zod';
import { CHECKOUT_TIERS, CHECKOUT_TIER_IDS } from '../_shared/billing/checkout-tiers.ts';
import { createStripeClient } from '../_shared/billing/create-stripe-client.ts';
import { callSupabase } from '../_shared/call-supabase.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import {
  answerPreflight,
  errorResponse,
  jsonResponse,
  readRequestBody,
} from '../_shared/http-responses.ts';
import { readCaller } from '../_shared/read-caller.ts';

const TIER_MESSAGE = `tier must be one of ${CHECKOUT_TIER_IDS.join(', ')}`;

const checkoutRequestSchema = z.object({
  tier: z
    .string({ error: TIER_MESSAGE })
    .trim()
    .toLowerCase()
    .pipe(z.enum(CHECKOUT_TIER_IDS, { error: TIER_MESSAGE })),
});

/** Where Stripe sends the buyer back: the app's own origin (SITE_URL on hosted Supabase). */
function appOrigin(env: FunctionEnv): string {
  return (env.SITE_URL ?? env.SUPABASE_URL ?? '').replace(/\/$/, '');
}

export default async function handleCreateCheckout(
  req: Request,
  env: FunctionEnv,
): Promise<Response> {
  const refused = answerPreflight(req, ['POST'], 'Use POST to start a checkout');
  if (refused) return refused;
  if (!env.STRIPE_SECRET_KEY) {
    return errorResponse(503, 'Payments are not configured: set STRIPE_SECRET_KEY on the server', {
      configured: false,
    });
  }
  const caller = readCaller(req);
  if (!caller?.userId) return errorResponse(401, 'Sign in to upgrade your plan');

  const parsed = await readRequestBody(req, checkoutRequestSchema, 'tier');
  if (!parsed.ok) return parsed.response;
  const tierName = CHECKOUT_TIERS[parsed.data.tier];

  const [price] = await callSupabase(env, caller.token).select(
    'tier_limits',
    ['price_monthly_cents'],
    `tier_name=eq.${tierName}`,
  );
  if (!price?.price_monthly_cents)
    return errorResponse(409, `The ${tierName} plan has no monthly price to check out`);

  const origin = appOrigin(env);
  const metadata = { user_id: caller.userId, tier: tierName };
  try {
    const session = await createStripeClient(
      env.STRIPE_SECRET_KEY,
      env.STRIPE_API_BASE,
    ).checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: caller.userId,
      metadata,
      // The subscription's own events (renewals, cancellation) must name the user and plan too.
      subscription_data: { metadata },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: price.price_monthly_cents,
            recurring: { interval: 'month' },
            product_data: { name: `StoryCanvas ${tierName}` },
          },
        },
      ],
      success_url: `${origin}/settings?tab=subscription`,
      cancel_url: `${origin}/pricing`,
    });
    if (!session.url)
      return errorResponse(502, 'Checkout could not be started: Stripe returned no URL');
    return jsonResponse({ url: session.url });
  } catch (error) {
    return errorResponse(
      502,
      error instanceof Error
        ? `Checkout could not be started: ${error.message}`
        : 'Checkout could not be started',
    );
  }
}
