import { useQuery } from '@tanstack/react-query';
import {
  effectiveTier,
  tierFlags,
  type FounderState,
  type TierFlags,
  type TierName,
} from '@shared/tier-rules.ts';
import { NOT_SUBSCRIBED, type SubscriptionRow } from '../data/read-subscription';
import { subscriptionQueries } from '../subscription-queries';

export interface Plan {
  status: 'loading' | 'ready' | 'failed';
  /** Why the plan could not be read, when it could not. */
  message: string | null;
  subscription: SubscriptionRow;
  founder: FounderState | null;
  tier: TierName;
  flags: TierFlags;
}

/** The user's effective plan (docs/product.md §4): genesis founders are Pro, else the subscription tier, else Free; a visitor is not subscribed. */
export function usePlan(userId: string | null): Plan {
  const enabled = userId !== null;
  const subscriptionQuery = useQuery({
    ...subscriptionQueries.subscription(userId ?? ''),
    enabled,
  });
  const founderQuery = useQuery({ ...subscriptionQueries.founder(userId ?? ''), enabled });
  const subscription = (enabled && subscriptionQuery.data) || NOT_SUBSCRIBED;
  const founder = (enabled && founderQuery.data) || null;
  const tier = effectiveTier(subscription, founder);
  const status = !enabled
    ? 'ready'
    : subscriptionQuery.isError
      ? 'failed'
      : subscriptionQuery.isPending || founderQuery.isPending
        ? 'loading'
        : 'ready';
  return {
    status,
    message: subscriptionQuery.error?.message ?? null,
    subscription,
    founder,
    tier,
    flags: tierFlags(subscription, tier),
  };
}
