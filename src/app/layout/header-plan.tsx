// The header's parts that read the account's plan (server state): they join with the data layer,
// each into a slot of the header that already has its size.
import { Link } from '@tanstack/react-router';
import { useTierStatus } from '@/features/subscription';
import type { SessionState } from '@/lib/session';
import { button, VisuallyHidden } from '@/ui';
import { UpgradePlaceholder } from './upgrade-placeholder';
import { UserMenu } from './user-menu';
import * as styles from './app-header.css';

interface PlanProps {
  session: SessionState;
}

/** The plan is shown once both the session and the plan are known, so a Pro reader never sees Free flash by. */
function usePlanOffer(session: SessionState) {
  const tier = useTierStatus(session.user?.id ?? null);
  const known = session.status !== 'loading' && tier.known;
  return { tier, known, offerUpgrade: known && tier.tier !== 'Pro' };
}

export function PlanStatus({ session }: PlanProps) {
  const { tier, known } = usePlanOffer(session);
  if (!known) return null;
  return (
    <>
      <VisuallyHidden>Plan: </VisuallyHidden>
      {tier.tier}
      {tier.founderBadge ? ` · ${tier.founderBadge}` : ''}
    </>
  );
}

/** The Upgrade button, or its hidden placeholder while the plan is unknown. */
export function UpgradeOffer({ session }: PlanProps) {
  const { known, offerUpgrade } = usePlanOffer(session);
  if (offerUpgrade)
    return (
      <Link to="/pricing" className={button({ tone: 'secondary' })}>
        Upgrade
      </Link>
    );
  return known ? null : <UpgradePlaceholder />;
}

export function UpgradeMenuItem({ session }: PlanProps) {
  const { offerUpgrade } = usePlanOffer(session);
  return offerUpgrade ? (
    <li>
      <Link to="/pricing" className={styles.mobileLink}>
        Upgrade
      </Link>
    </li>
  ) : null;
}

/** The signed-in reader's menu, with the Admin Panel for admins. */
export function AccountMenu({ session }: PlanProps) {
  const { tier } = usePlanOffer(session);
  return <UserMenu email={session.user?.email ?? 'Account'} isAdmin={tier.isAdmin} />;
}
