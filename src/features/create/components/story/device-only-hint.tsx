import { Link } from '@tanstack/react-router';
import * as styles from './device-only-hint.css';

/** Tells a visitor that a story without an owner lives only on this device, and how to keep it. */
export function DeviceOnlyHint() {
  return (
    <p className={styles.hint}>
      Saved on this device. <Link to="/auth/signin">Sign in</Link> to keep it everywhere.
    </p>
  );
}
