import type { ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { Spinner } from '@/ui';

/**
 * The protected-route guard of /admin/*, in one place so its rule is easy to change. The route
 * sends visitors to sign in before rendering; this keeps the panel hidden if they sign out while here.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status !== 'signed-in') return <Spinner />;
  return <>{children}</>;
}
