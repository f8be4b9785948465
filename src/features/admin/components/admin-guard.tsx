import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Page, Spinner, button } from '@/ui';
import { ADMIN_ROLE_MISSING_MESSAGE } from '../data/check-admin-access';
import { useAdminAccess } from '../hooks/use-admin-access';
import * as styles from './admin-guard.css';

/**
 * The protected-route guard of /admin/*. The route sends visitors to sign in before rendering; here
 * a signed-in user who is not an admin gets the reason instead of the panel. The database enforces
 * the same rule, so this only decides what is shown.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const access = useAdminAccess();
  if (access.status === 'checking') return <Spinner />;
  if (!access.isAdmin) {
    return (
      <Page
        title="Access denied"
        actions={
          <Link to="/" className={button({ tone: 'secondary' })}>
            Go home
          </Link>
        }
      >
        <p className={styles.reason} role="alert">
          {access.error ?? ADMIN_ROLE_MISSING_MESSAGE}
        </p>
      </Page>
    );
  }
  return <>{children}</>;
}
