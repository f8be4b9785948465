import { button } from '@/ui';
import { UNLIMITED } from '@shared/tier-rules.ts';
import type { PricedTier } from '../data/list-tier-limits';
import * as styles from './pricing-page.css';

function formatLimit(value: number): string {
  return value === UNLIMITED ? 'Unlimited' : String(value);
}

function formatPrice(cents: number | null): string {
  if (cents === null) return 'On request';
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)} a month`;
}

export interface UpgradeAction {
  onUpgrade: () => void;
  /** This plan's checkout is being started. */
  pending: boolean;
  /** Some checkout is being started: no second one until it answers. Shown with aria-disabled, not disabled, so a focused button keeps its focus. */
  disabled: boolean;
}

/** One plan as a card: its price, its limits (-1 shown as Unlimited), its features and, for plans sold through checkout, an upgrade button. */
export function TierCard({ tier, upgrade }: { tier: PricedTier; upgrade?: UpgradeAction }) {
  const headingId = `tier-${tier.tier_name.toLowerCase()}`;
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.cardTitle}>
        {tier.tier_name}
      </h2>
      <p className={styles.price}>{formatPrice(tier.price_monthly_cents)}</p>
      <dl className={styles.limits}>
        <dt>Stories a month</dt>
        <dd>{formatLimit(tier.stories_per_month)}</dd>
        <dt>Voice narrations a month</dt>
        <dd>{formatLimit(tier.voice_generations_per_month)}</dd>
        <dt>Images per story</dt>
        <dd>{formatLimit(tier.images_per_story)}</dd>
        <dt>Characters</dt>
        <dd>{formatLimit(tier.characters_limit)}</dd>
      </dl>
      <ul className={styles.features}>
        {tier.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {upgrade ? (
        <button
          type="button"
          className={`${button({ tone: 'primary' })} ${styles.upgrade}`}
          onClick={upgrade.disabled ? undefined : upgrade.onUpgrade}
          aria-disabled={upgrade.disabled}
          aria-busy={upgrade.pending}
        >
          {upgrade.pending
            ? `Opening checkout for ${tier.tier_name}…`
            : `Upgrade to ${tier.tier_name}`}
        </button>
      ) : null}
    </article>
  );
}
