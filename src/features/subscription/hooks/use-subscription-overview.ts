import { useQuery } from '@tanstack/react-query';
import type { FounderState, TierFlags, TierLimits, TierName } from '@shared/tier-rules.ts';
import type { MonthUsage } from '../data/read-month-usage';
import { subscriptionQueries } from '../subscription-queries';
import { usePlan } from './use-plan';

export interface SubscriptionOverview {
  tier: TierName;
  flags: TierFlags;
  limits: TierLimits | null;
  usage: MonthUsage;
  founder: FounderState | null;
}

export type OverviewState =
  | { status: 'loading' }
  | { status: 'ready'; overview: SubscriptionOverview }
  | { status: 'failed'; message: string };

/** The plan with its limits and this month's usage, for the subscription tab. */
export function useSubscriptionOverview(userId: string | null): OverviewState {
  const plan = usePlan(userId);
  const enabled = userId !== null;
  const usage = useQuery({ ...subscriptionQueries.usage(userId ?? ''), enabled });
  const limits = useQuery(subscriptionQueries.tierLimits());
  if (!enabled || plan.status === 'loading' || usage.isPending || limits.isPending)
    return { status: 'loading' };
  if (plan.status === 'failed')
    return { status: 'failed', message: plan.message ?? 'Unknown error' };
  if (usage.isError) return { status: 'failed', message: usage.error.message };
  if (limits.isError) return { status: 'failed', message: limits.error.message };
  return {
    status: 'ready',
    overview: {
      tier: plan.tier,
      flags: plan.flags,
      limits: limits.data.find((row) => row.tier_name === plan.tier) ?? null,
      usage: usage.data,
      founder: plan.founder,
    },
  };
}
