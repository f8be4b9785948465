import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { Spinner } from '@/ui';

/** The protected-route guard of /admin/*: visitors are sent to sign in and brought back afterwards. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') return <Navigate to="/auth/signin" search={{ redirect: location.href }} replace />;
  return <>{children}</>;
}
