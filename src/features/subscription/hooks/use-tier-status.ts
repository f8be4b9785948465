import { useEffect, useState } from 'react';
import { getSupabaseClient } from '@/lib/supabase-client';
import { effectiveTier, founderBadgeText, type FounderState, type SubscriptionState, type TierName } from '@shared/tier-rules.ts';

export interface TierStatus {
  tier: TierName;
  founderBadge: string | null;
  isAdmin: boolean;
}

const SIGNED_OUT: TierStatus = { tier: 'Free', founderBadge: null, isAdmin: false };

/** The signed-in user's effective tier, founder badge and admin role; Free and nothing for visitors. */
export function useTierStatus(userId: string | null): TierStatus {
  const [loaded, setLoaded] = useState<{ userId: string; status: TierStatus } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void (async () => {
      const client = await getSupabaseClient();
      const [subscription, founder, admin] = await Promise.all([
        client.from('subscribers').select('subscribed, subscription_tier').eq('user_id', userId).maybeSingle<SubscriptionState>(),
        client.from('user_founders').select('founder_tier, lifetime_discount, benefits').eq('user_id', userId).maybeSingle<FounderState>(),
        client.rpc('has_role', { _user_id: userId, _role: 'admin' }),
      ]);
      if (cancelled) return;
      const founderRow = founder.error ? null : founder.data;
      setLoaded({
        userId,
        status: {
          tier: effectiveTier(subscription.data ?? null, founderRow),
          founderBadge: founderRow ? founderBadgeText(founderRow) : null,
          isAdmin: admin.data === true,
        },
      });
    })().catch(() => {
      if (!cancelled) setLoaded({ userId, status: SIGNED_OUT });
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);
  return userId && loaded?.userId === userId ? loaded.status : SIGNED_OUT;
}
