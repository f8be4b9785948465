import { useEffect, useState } from 'react';
import { Page, Spinner } from '@/ui';
import { listTierLimits, type PricedTier } from '../data/list-tier-limits';
import { FounderProgramme } from './founder-programme';
import { TierCard } from './tier-card';
import * as styles from './pricing-page.css';

type TiersState = { status: 'loading' } | { status: 'ready'; tiers: PricedTier[] } | { status: 'failed'; message: string };

/** The plans read from tier_limits, one card each, then the founder programme. */
export function PricingPage() {
  const [state, setState] = useState<TiersState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    listTierLimits()
      .then((tiers) => {
        if (!cancelled) setState({ status: 'ready', tiers });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <Page title="Plans and pricing" lead="Each plan sets how many stories and voice narrations you can make a month and how many pictures each story can have.">
      {state.status === 'loading' ? <Spinner /> : null}
      {state.status === 'failed' ? <p role="alert">The plans could not be loaded: {state.message}</p> : null}
      {state.status === 'ready' ? (
        <div className={styles.cards}>
          {state.tiers.map((tier) => (
            <TierCard key={tier.tier_name} tier={tier} />
          ))}
        </div>
      ) : null}
      <FounderProgramme />
      <p className={styles.note}>There is no payment provider on the local stack: an administrator changes a user’s plan.</p>
    </Page>
  );
}
