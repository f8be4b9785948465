import { useQuery } from '@tanstack/react-query';
import { founderBadgeText, type TierName } from '@shared/tier-rules.ts';
import { subscriptionQueries } from '../subscription-queries';
import { usePlan } from './use-plan';

export interface TierStatus {
  tier: TierName;
  founderBadge: string | null;
  isAdmin: boolean;
  /** False while the plan is still being read, so a Pro reader never sees Free and an upgrade offer flash by. */
  known: boolean;
}

/** The header's view of the account: effective tier, founder badge and admin role; Free and nothing for visitors. */
export function useTierStatus(userId: string | null): TierStatus {
  const plan = usePlan(userId);
  const admin = useQuery({
    ...subscriptionQueries.adminRole(userId ?? ''),
    enabled: userId !== null,
  });
  return {
    tier: plan.tier,
    founderBadge: plan.founder ? founderBadgeText(plan.founder) : null,
    isAdmin: userId !== null && admin.data === true,
    known: plan.status !== 'loading',
  };
}
