import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Page, Spinner } from '@/ui';
import { checkoutTierOf, type CheckoutTier } from '@shared/billing/checkout-tiers.ts';
import { listTierLimits, type PricedTier } from '../data/list-tier-limits';
import { openCheckoutPage } from '../data/open-checkout-page';
import { startCheckout } from '../data/start-checkout';
import { FounderProgramme } from './founder-programme';
import { TierCard } from './tier-card';
import * as styles from './pricing-page.css';

type TiersState =
  | { status: 'loading' }
  | { status: 'ready'; tiers: PricedTier[] }
  | { status: 'failed'; message: string };
type CheckoutState =
  | { status: 'idle' }
  | { status: 'pending'; tier: CheckoutTier }
  | { status: 'not-configured' }
  | { status: 'failed'; message: string };

const NOT_CONFIGURED_MESSAGE =
  'Payments are not set up on this server, so plans cannot be bought here. On the local stack an administrator sets your plan in the admin area.';

/** The plans read from tier_limits, one card each with its upgrade button, then the founder programme. */
export function PricingPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<TiersState>({ status: 'loading' });
  const [checkout, setCheckout] = useState<CheckoutState>({ status: 'idle' });
  useEffect(() => {
    let cancelled = false;
    listTierLimits()
      .then((tiers) => {
        if (!cancelled) setState({ status: 'ready', tiers });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const upgrade = async (tier: CheckoutTier) => {
    setCheckout({ status: 'pending', tier });
    try {
      const result = await startCheckout(tier);
      if (result.kind === 'redirect') {
        openCheckoutPage(result.url);
        return;
      }
      if (result.kind === 'signed-out') {
        setCheckout({ status: 'idle' });
        await navigate({ to: '/auth/signin', search: { redirect: '/pricing' } });
        return;
      }
      setCheckout({ status: 'not-configured' });
    } catch (error) {
      setCheckout({
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (
    <Page
      title="Plans and pricing"
      lead="Each plan sets how many stories and voice narrations you can make a month and how many pictures each story can have."
    >
      {state.status === 'loading' ? (
        <div className={styles.cardsLoading}>
          <Spinner />
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert">The plans could not be loaded: {state.message}</p>
      ) : null}
      <div role="status" className={styles.checkoutMessage}>
        {checkout.status === 'not-configured' ? NOT_CONFIGURED_MESSAGE : null}
      </div>
      {checkout.status === 'failed' ? (
        <p role="alert" className={styles.checkoutMessage}>
          {checkout.message}
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <div className={styles.cards}>
          {state.tiers.map((tier) => {
            const checkoutTier = checkoutTierOf(tier.tier_name);
            return (
              <TierCard
                key={tier.tier_name}
                tier={tier}
                upgrade={
                  checkoutTier
                    ? {
                        onUpgrade: () => void upgrade(checkoutTier),
                        pending: checkout.status === 'pending' && checkout.tier === checkoutTier,
                        disabled: checkout.status === 'pending',
                      }
                    : undefined
                }
              />
            );
          })}
        </div>
      ) : null}
      <FounderProgramme />
      <p className={styles.note}>
        Plans are paid through Stripe where the server has it set up; without it, as on the local
        stack, an administrator changes a user’s plan.
      </p>
    </Page>
  );
}
