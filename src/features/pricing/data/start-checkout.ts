import { getSupabaseClient, getSupabaseConnection } from '@/lib/supabase-client';
import type { CheckoutTier } from '@shared/billing/checkout-tiers.ts';

export type CheckoutStart =
  | { kind: 'redirect'; url: string }
  | { kind: 'signed-out' }
  /** The server has no payment provider (create-checkout answers 503), as on the local stack. */
  | { kind: 'not-configured' };

/** Asks create-checkout for a Stripe Checkout page for the plan; the caller sends the browser there. */
export async function startCheckout(tier: CheckoutTier): Promise<CheckoutStart> {
  const [client, connection] = await Promise.all([getSupabaseClient(), getSupabaseConnection()]);
  const session = (await client.auth.getSession()).data.session;
  if (!session) return { kind: 'signed-out' };
  const response = await fetch(
    `${connection.supabaseUrl.replace(/\/$/, '')}/functions/v1/create-checkout`,
    {
      method: 'POST',
      headers: {
        apikey: connection.supabaseAnonKey,
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ tier }),
    },
  );
  if (response.status === 401) return { kind: 'signed-out' };
  if (response.status === 503) return { kind: 'not-configured' };
  const body = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!response.ok || !body.url)
    throw new Error(body.error ?? `Checkout could not be started (${response.status})`);
  return { kind: 'redirect', url: body.url };
}
