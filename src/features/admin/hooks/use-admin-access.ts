import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { getSupabaseClient } from '@/lib/supabase-client';
import { checkAdminAccess, type AdminAccess } from '../data/check-admin-access';

export type AdminAccessState =
  { status: 'checking' } | ({ status: 'checked'; userId: string } & AdminAccess);

async function checkCurrentUser(userId: string): Promise<AdminAccess> {
  try {
    return await checkAdminAccess(await getSupabaseClient(), userId);
  } catch (error) {
    return {
      isAdmin: false,
      error: `Authentication error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** The signed-in user's admin status, checked again whenever the user changes. */
export function useAdminAccess(): AdminAccessState {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const [checked, setChecked] = useState<({ userId: string } & AdminAccess) | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void checkCurrentUser(userId).then((access) => {
      if (current) setChecked({ userId, ...access });
    });
    return () => {
      current = false;
    };
  }, [userId]);

  // An answer for an earlier user must not open the panel for the next one.
  if (!userId || checked?.userId !== userId) return { status: 'checking' };
  return { status: 'checked', ...checked };
}
