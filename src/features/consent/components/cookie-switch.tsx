import { useId } from 'react';
import * as styles from './cookie-switch.css';

interface CookieSwitchProps {
  label: string;
  badge: 'Required' | 'Optional';
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

export function CookieSwitch({
  label,
  badge,
  description,
  checked,
  disabled = false,
  onChange,
}: CookieSwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span className={styles.heading}>
          <span id={labelId}>{label}</span>
          <span className={styles.badge}>{badge}</span>
        </span>
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        className={styles.track}
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={() => onChange?.(!checked)}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
}
