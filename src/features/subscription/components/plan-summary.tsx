import { Spinner } from '@/ui';
import { usePlan } from '../hooks/use-plan';
import { FounderBadge } from './founder-badge';
import * as styles from './plan-summary.css';

/** The user's tier and founder badge, for pages that show the account rather than its usage. */
export function PlanSummary({ userId }: { userId: string }) {
  const plan = usePlan(userId);
  if (plan.status === 'loading') return <Spinner />;
  return (
    <div className={styles.summary}>
      <p className={styles.tier}>
        {plan.status === 'failed'
          ? `Your plan could not be loaded: ${plan.message}`
          : `Your plan: ${plan.tier}`}
      </p>
      {plan.founder ? <FounderBadge founder={plan.founder} /> : null}
    </div>
  );
}
