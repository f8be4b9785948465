import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { checkAdminAccessQueryOptions, type AdminAccess } from '../data/check-admin-access';

export type AdminAccessState =
  { status: 'checking' } | ({ status: 'checked'; userId: string } & AdminAccess);

/** The signed-in user's admin status, per user: an answer for one user never opens the panel for the next. */
export function useAdminAccess(): AdminAccessState {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const { data } = useQuery({
    ...checkAdminAccessQueryOptions(userId ?? ''),
    enabled: userId !== null,
  });
  if (!userId || !data) return { status: 'checking' };
  return { status: 'checked', userId, ...data };
}
