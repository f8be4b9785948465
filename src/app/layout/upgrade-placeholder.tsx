import { button } from '@/ui';
import * as styles from './app-header.css';

/** Holds the Upgrade button's width until the plan is known (no offer flashes by for a Pro reader). */
export function UpgradePlaceholder() {
  return (
    <span className={`${button({ tone: 'secondary' })} ${styles.hidden}`} aria-hidden="true">
      Upgrade
    </span>
  );
}
