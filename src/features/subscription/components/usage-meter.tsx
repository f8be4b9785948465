import { useId } from 'react';
import { limitState, remainingOf, usagePercent } from '@shared/tier-rules.ts';
import * as styles from './usage-meter.css';

interface UsageMeterProps {
  label: string;
  /** Plural noun for the count, e.g. "stories". */
  unit: string;
  used: number;
  limit: number;
}

/** One month's use of a limited resource as an accessible progress bar, with the docs/product.md §5 warnings. */
export function UsageMeter({ label, unit, used, limit }: UsageMeterProps) {
  const id = useId();
  const state = limitState(used, limit);
  const percent = usagePercent(used, limit);
  const remaining = remainingOf(used, limit);
  const summary =
    state === 'unlimited' ? `${used} ${unit}, Unlimited` : `${used} of ${limit} ${unit}`;
  return (
    <div className={styles.meter}>
      <div className={styles.heading}>
        <span id={`${id}-label`}>{label}</span>
        <span>{summary}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${summary} (${percent}%)`}
        className={styles.track}
      >
        <div
          className={state === 'reached' ? styles.fillReached : styles.fill}
          style={{ width: `${percent}%` }}
        />
      </div>
      {state === 'reached' ? <p className={styles.warning}>limit reached</p> : null}
      {state === 'low' ? <p className={styles.warning}>Only {remaining} left this month</p> : null}
      {state === 'unlimited' ? <p className={styles.note}>Unlimited on your plan</p> : null}
    </div>
  );
}
