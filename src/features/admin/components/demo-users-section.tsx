import { useState } from 'react';
import type { AdminUserRow } from '@shared/database.ts';
import { founderPlaces } from '@/lib/founder-programme';
import { showToast } from '@/ui';
import { labelFounderTier } from '../label-founder-tier';
import { validateFounderGrant, type FounderGrant } from '../validate-founder-grant';
import type { UserActions } from './user-controls';
import { UsersTable } from './users-table';
import * as styles from './demo-users-section.css';

const SAMPLE_USERS: AdminUserRow[] = [
  {
    user_id: 'sample-user-3',
    email: 'reader@example.com',
    tier: 'Free',
    founder_tier: null,
    founder_number: null,
    lifetime_discount: null,
    is_admin: false,
    story_count: 2,
    created_at: '2026-11-19T12:00:00Z',
  },
  {
    user_id: 'sample-user-2',
    email: 'storyteller@example.com',
    tier: 'Premium',
    founder_tier: 'pioneer',
    founder_number: 42,
    lifetime_discount: founderPlaces('pioneer').discount,
    is_admin: false,
    story_count: 17,
    created_at: '2026-11-10T09:00:00Z',
  },
  {
    user_id: 'sample-user-1',
    email: 'admin@example.com',
    tier: 'Pro',
    founder_tier: 'genesis',
    founder_number: 1,
    lifetime_discount: founderPlaces('genesis').discount,
    is_admin: true,
    story_count: 5,
    created_at: '2026-11-01T08:00:00Z',
  },
];

/** The Users section of the demo: sample accounts changed in the page only, with the real panel's toasts. */
export function DemoUsersSection() {
  const [users, setUsers] = useState(SAMPLE_USERS);
  const change = (user: AdminUserRow, changes: Partial<AdminUserRow>, success: string) => {
    setUsers((current) =>
      current.map((row) => (row.user_id === user.user_id ? { ...row, ...changes } : row)),
    );
    showToast(success, { variant: 'success' });
    return Promise.resolve();
  };
  const setFounder = (user: AdminUserRow, grant: FounderGrant | null) => {
    const problem = grant ? validateFounderGrant(grant) : null;
    if (problem) {
      showToast(`Could not change ${user.email}: ${problem}`, { variant: 'error' });
      return Promise.resolve();
    }
    if (!grant)
      return change(
        user,
        { founder_tier: null, founder_number: null, lifetime_discount: null },
        `${user.email} is no longer a founder`,
      );
    const tier = grant.tier === 'genesis' ? 'Pro' : user.tier;
    return change(
      user,
      {
        founder_tier: grant.tier,
        founder_number: grant.founderNumber,
        lifetime_discount: grant.lifetimeDiscount,
        tier,
      },
      `${user.email} is now ${labelFounderTier(grant.tier)} founder #${grant.founderNumber}`,
    );
  };
  const actions: UserActions = {
    onSetAdmin: (user, granted) =>
      change(
        user,
        { is_admin: granted },
        granted ? `${user.email} is now an admin` : `${user.email} is no longer an admin`,
      ),
    onSetTier: (user, tier) =>
      change(
        user,
        { tier: user.founder_tier === 'genesis' ? 'Pro' : tier },
        `${user.email} is now on the ${tier} tier`,
      ),
    onSetFounder: setFounder,
  };
  return (
    <section className={styles.section} aria-labelledby="admin-demo-users">
      <h2 id="admin-demo-users" className={styles.heading}>
        Users
      </h2>
      <UsersTable users={users} actions={actions} />
    </section>
  );
}
