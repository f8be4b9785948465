import { Link } from '@tanstack/react-router';
import * as styles from './admin-nav.css';

/** The admin panel's sections; the current one is marked for screen readers with aria-current. */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections" className={styles.nav}>
      <Link
        to="/admin"
        className={styles.link}
        activeOptions={{ exact: true }}
        activeProps={{ 'aria-current': 'page' }}
      >
        Overview
      </Link>
      <Link to="/admin/users" className={styles.link} activeProps={{ 'aria-current': 'page' }}>
        Users
      </Link>
    </nav>
  );
}
