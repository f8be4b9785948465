import { Link } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import * as styles from './device-only-hint.css';

/**
 * Tells a visitor that a story without an owner lives only on this device, and how to keep it. A
 * signed-in reader moves such stories with Save Your Stories instead, so they are not told to sign in.
 */
export function DeviceOnlyHint() {
  const session = useSession();
  if (session.status !== 'signed-out') return null;
  return (
    <p className={styles.hint}>
      Saved on this device. <Link to="/auth/signin">Sign in</Link> to keep it everywhere.
    </p>
  );
}
