// The header's parts that read the session and the account's plan (server state): they join with
// the data layer, each into a slot of the header that already has its size.
import { Link } from '@tanstack/react-router';
import { useTierStatus } from '@/features/subscription';
import { useSession, type SessionState } from '@/lib/session';
import { useActiveChild } from '@/lib/active-profile';
import { button, VisuallyHidden } from '@/ui';
import { UpgradePlaceholder } from './upgrade-placeholder';
import { UserMenu } from './user-menu';
import * as styles from './app-header.css';

/** The plan is shown once both the session and the plan are known, so a Pro reader never sees Free flash by. */
function usePlanOffer() {
  const session = useSession();
  const tier = useTierStatus(session.user?.id ?? null);
  const known = session.status !== 'loading' && tier.known;
  // A child's profile is offered no upgrade: buying is for grown-ups, behind the parent PIN.
  const child = useActiveChild(session.user?.id);
  return { session, tier, known, offerUpgrade: known && tier.tier !== 'Pro' && !child };
}

export function PlanStatus() {
  const { tier, known } = usePlanOffer();
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
export function UpgradeOffer() {
  const { known, offerUpgrade } = usePlanOffer();
  if (offerUpgrade)
    return (
      <Link to="/pricing" className={button({ tone: 'secondary' })}>
        Upgrade
      </Link>
    );
  return known ? null : <UpgradePlaceholder />;
}

export function UpgradeMenuItem() {
  const { offerUpgrade } = usePlanOffer();
  return offerUpgrade ? (
    <li>
      <Link to="/pricing" className={styles.mobileLink}>
        Upgrade
      </Link>
    </li>
  ) : null;
}

/** The signed-in reader's menu, with the Admin Panel for admins. */
function AccountMenu({ session, isAdmin }: { session: SessionState; isAdmin: boolean }) {
  return (
    <UserMenu
      userId={session.user?.id ?? ''}
      email={session.user?.email ?? 'Account'}
      isAdmin={isAdmin}
    />
  );
}

/** Sign In and Sign Up for a visitor, the menu for a signed-in reader; nothing while the session is unknown. */
export function Account() {
  const { session, tier } = usePlanOffer();
  if (session.status === 'signed-in' && session.user)
    return <AccountMenu session={session} isAdmin={tier.isAdmin} />;
  if (session.status !== 'signed-out') return null;
  return (
    <>
      <Link to="/auth/signin" className={button({ tone: 'quiet' })}>
        Sign In
      </Link>
      <Link to="/auth/signup" className={button({ tone: 'primary' })}>
        Sign Up
      </Link>
    </>
  );
}
