// stripe-webhook: Stripe's notices about checkouts and subscriptions, verified with Stripe's own
// signature check, applied to public.subscribers once per event id so retries and replays are harmless.
import type Stripe from 'stripe';
import { createStripeClient } from '../_shared/billing/create-stripe-client.ts';
import { readSubscriptionChange } from '../_shared/billing/read-subscription-change.ts';
import { callSupabase, SupabaseCallError, type SupabaseCaller } from '../_shared/call-supabase.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { errorResponse, jsonResponse } from '../_shared/http-responses.ts';

async function findUserByCustomer(
  service: SupabaseCaller,
  customerId: string | null,
): Promise<string | null> {
  if (!customerId) return null;
  const rows = await service.select(
    'subscribers',
    ['user_id'],
    `stripe_customer_id=eq.${encodeURIComponent(customerId)}&limit=1`,
  );
  return rows[0]?.user_id ?? null;
}

export default async function handleStripeWebhook(
  req: Request,
  env: FunctionEnv,
): Promise<Response> {
  if (req.method !== 'POST') return errorResponse(405, 'Use POST to deliver Stripe events');
  const missing = [
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'SUPABASE_SERVICE_ROLE_KEY',
  ].filter((name) => !env[name]);
  if (missing.length > 0)
    return errorResponse(
      503,
      `Stripe webhooks are not configured: set ${missing.join(' and ')} on the server`,
    );
  const signature = req.headers.get('Stripe-Signature');
  if (!signature) return errorResponse(400, 'Missing Stripe-Signature header');

  // The signature covers the exact bytes Stripe sent, so the body is read raw, never re-serialised.
  const payload = await req.text();
  const stripe = createStripeClient(env.STRIPE_SECRET_KEY as string, env.STRIPE_API_BASE);
  let event: Stripe.Event;
  try {
    // The async check works on both runtimes: the edge runtime has only Web Crypto.
    event = await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      env.STRIPE_WEBHOOK_SECRET as string,
    );
  } catch (error) {
    return errorResponse(
      400,
      `Webhook signature verification failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  const change = readSubscriptionChange(event);
  if (!change) return jsonResponse({ received: true, outcome: 'ignored' });

  const service = callSupabase(env, env.SUPABASE_SERVICE_ROLE_KEY as string);
  try {
    const userId = change.userId ?? (await findUserByCustomer(service, change.customerId));
    // Answered 200: Stripe would otherwise retry for days an event no retry can place.
    if (!userId)
      return jsonResponse({
        received: true,
        outcome: 'ignored',
        reason: 'No StoryCanvas user for this event',
      });
    const outcome = await service.rpc('apply_stripe_event', {
      event_id: event.id,
      event_type: event.type,
      event_created: new Date(event.created * 1000).toISOString(),
      target_user: userId,
      new_email: change.email,
      new_subscribed: change.subscribed,
      new_tier: change.tier,
      new_status: change.status,
      new_end: change.end,
      new_customer: change.customerId,
      new_subscription: change.subscriptionId,
    });
    return jsonResponse({ received: true, outcome });
  } catch (error) {
    // A user deleted since checkout (foreign key) cannot be retried into existence either.
    if (error instanceof SupabaseCallError && error.status === 409) {
      return jsonResponse({ received: true, outcome: 'ignored', reason: error.message });
    }
    // Anything else is answered 500 so Stripe retries; nothing was recorded, so the retry applies.
    return errorResponse(
      500,
      error instanceof Error
        ? `The event could not be applied: ${error.message}`
        : 'The event could not be applied',
    );
  }
}
