import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Page, Spinner } from '@/ui';
import { checkoutTierOf, type CheckoutTier } from '@shared/billing/checkout-tiers.ts';
import { TIER_NAMES } from '@shared/tier-rules.ts';
import { listTierLimitsQueryOptions } from '../data/list-tier-limits';
import { openCheckoutPage } from '../data/open-checkout-page';
import { startCheckout } from '../data/start-checkout';
import { FounderProgramme } from './founder-programme';
import { TierCard } from './tier-card';
import * as styles from './pricing-page.css';

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
  const tiers = useQuery(listTierLimitsQueryOptions());
  const [checkout, setCheckout] = useState<CheckoutState>({ status: 'idle' });

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
      {tiers.isPending ? (
        <div className={styles.cards}>
          {TIER_NAMES.map((name, index) => (
            <div key={name} className={styles.cardPlaceholder}>
              {index === 0 ? <Spinner /> : null}
            </div>
          ))}
        </div>
      ) : null}
      {tiers.isError ? (
        <p role="alert">The plans could not be loaded: {tiers.error.message}</p>
      ) : null}
      <div role="status" className={styles.checkoutMessage}>
        {checkout.status === 'not-configured' ? NOT_CONFIGURED_MESSAGE : null}
      </div>
      {checkout.status === 'failed' ? (
        <p role="alert" className={styles.checkoutMessage}>
          {checkout.message}
        </p>
      ) : null}
      {tiers.isSuccess ? (
        <div className={styles.cards}>
          {tiers.data.map((tier) => {
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
