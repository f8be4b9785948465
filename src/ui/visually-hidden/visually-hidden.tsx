import type { ReactNode } from 'react';
import * as styles from './visually-hidden.css';

/** Text for screen readers only, such as the word that gives a short visible label its meaning. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
