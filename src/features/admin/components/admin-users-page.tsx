import { useEffect, useState } from 'react';
import type { AdminUserRow } from '@shared/database.ts';
import type { TierName } from '@shared/tier-rules.ts';
import { getSupabaseClient } from '@/lib/supabase-client';
import { Page, Spinner, showToast } from '@/ui';
import { listUsers } from '../data/list-users';
import { setUserAdmin } from '../data/set-user-admin';
import { setUserFounder } from '../data/set-user-founder';
import { setUserTier } from '../data/set-user-tier';
import { labelFounderTier } from '../label-founder-tier';
import type { FounderGrant } from '../validate-founder-grant';
import { AdminNav } from './admin-nav';
import { UsersTable } from './users-table';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The Users tab: every account with its tier, founder place and admin role, and the controls to change them. */
export function AdminUsersPage() {
  const [users, setUsers] = useState<AdminUserRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let current = true;
    void getSupabaseClient()
      .then(listUsers)
      .then(
        (next) => {
          if (!current) return;
          setUsers(next);
          setProblem(null);
        },
        (error: unknown) => {
          if (current) setProblem(reasonOf(error));
        },
      );
    return () => {
      current = false;
    };
  }, [loads]);

  const change = async (user: AdminUserRow, action: () => Promise<void>, success: string) => {
    try {
      await action();
      showToast(success, { variant: 'success' });
      setLoads((count) => count + 1);
    } catch (error) {
      showToast(`Could not change ${user.email}: ${reasonOf(error)}`, { variant: 'error' });
    }
  };

  const actions = {
    onSetAdmin: (user: AdminUserRow, granted: boolean) =>
      change(
        user,
        async () => setUserAdmin(await getSupabaseClient(), user.user_id, granted),
        granted ? `${user.email} is now an admin` : `${user.email} is no longer an admin`,
      ),
    onSetTier: (user: AdminUserRow, tier: TierName) =>
      change(
        user,
        async () => setUserTier(await getSupabaseClient(), user.user_id, tier),
        `${user.email} is now on the ${tier} tier`,
      ),
    onSetFounder: (user: AdminUserRow, grant: FounderGrant | null) =>
      change(
        user,
        async () => setUserFounder(await getSupabaseClient(), user.user_id, grant),
        grant
          ? `${user.email} is now ${labelFounderTier(grant.tier)} founder #${grant.founderNumber}`
          : `${user.email} is no longer a founder`,
      ),
  };

  return (
    <Page title="Admin panel" lead="Accounts, their tiers, founder places and admin roles.">
      <AdminNav />
      {problem && !users ? <p role="alert">{problem}</p> : null}
      {!problem && !users ? <Spinner /> : null}
      {users ? <UsersTable users={users} actions={actions} /> : null}
    </Page>
  );
}
