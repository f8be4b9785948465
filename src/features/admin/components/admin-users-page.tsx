import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow } from '@shared/database.ts';
import type { TierName } from '@shared/tier-rules.ts';
import { useSession } from '@/lib/session';
import { getSupabaseClient } from '@/lib/supabase-client';
import { Page, Spinner, showToast } from '@/ui';
import { adminUsersQueryKey, listUsersQueryOptions } from '../data/list-users';
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
  const adminId = useSession().user?.id ?? null;
  const queryClient = useQueryClient();
  const users = useQuery({ ...listUsersQueryOptions(adminId ?? ''), enabled: adminId !== null });

  const change = async (user: AdminUserRow, action: () => Promise<void>, success: string) => {
    try {
      await action();
      showToast(success, { variant: 'success' });
      if (adminId) void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey(adminId) });
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
      {users.isError && !users.data ? <p role="alert">{users.error.message}</p> : null}
      {users.isPending ? <Spinner /> : null}
      {users.data ? <UsersTable users={users.data} actions={actions} /> : null}
    </Page>
  );
}
