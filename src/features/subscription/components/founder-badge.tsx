import { founderBadgeText, founderBenefitsShown, type FounderState } from '@shared/tier-rules.ts';
import * as styles from './founder-badge.css';

/** docs/product.md §6: 'Lifetime FREE Pro Plan' at a 100% discount, else '{n}% lifetime discount', with up to 3 benefits. */
export function FounderBadge({ founder }: { founder: FounderState }) {
  const benefits = founderBenefitsShown(founder);
  return (
    <div className={styles.badge}>
      <p className={styles.title}>{founderBadgeText(founder)}</p>
      {benefits.length > 0 ? (
        <ul className={styles.benefits}>
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
