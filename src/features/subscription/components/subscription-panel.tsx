import { Link } from '@tanstack/react-router';
import { Spinner, button } from '@/ui';
import { useSession } from '@/lib/session';
import { UNLIMITED } from '@shared/tier-rules.ts';
import { useSubscriptionOverview } from '../hooks/use-subscription-overview';
import { FounderBadge } from './founder-badge';
import { UsageMeter } from './usage-meter';
import * as styles from './subscription-panel.css';

/** The settings page's subscription tab: effective tier, this month's meters, founder badge, upgrade path. */
export function SubscriptionPanel() {
  const session = useSession();
  const state = useSubscriptionOverview(session.user?.id ?? null);
  if (session.status === 'signed-out') {
    return (
      <p>
        <Link to="/auth/signin">Sign in</Link> to see your plan and this month’s usage.
      </p>
    );
  }
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed')
    return <p role="alert">Your plan could not be loaded: {state.message}</p>;
  const { tier, flags, limits, usage, founder } = state.overview;
  return (
    <section className={styles.panel} aria-label="Your plan">
      <p className={styles.tier}>Your plan: {tier}</p>
      {limits ? (
        <>
          <UsageMeter
            label="Stories this month"
            unit="stories"
            used={usage.stories_created}
            limit={limits.stories_per_month}
          />
          <UsageMeter
            label="Voice narrations this month"
            unit="voice narrations"
            used={usage.voice_generations}
            limit={limits.voice_generations_per_month}
          />
          <p className={styles.muted}>
            Images per story:{' '}
            {limits.images_per_story === UNLIMITED ? 'Unlimited' : limits.images_per_story}
          </p>
        </>
      ) : (
        <p className={styles.muted}>The limits of the {tier} plan are not available.</p>
      )}
      {founder ? <FounderBadge founder={founder} /> : null}
      {flags.isPro ? null : (
        <p>
          <Link to="/pricing" className={button({ tone: 'primary' })}>
            Upgrade your plan
          </Link>
        </p>
      )}
    </section>
  );
}
