import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AdminGuard } from '@/features/admin';
import { readSettledSession } from '@/lib/session';

export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ location }) => {
    const session = await readSettledSession();
    if (session.status !== 'signed-in')
      throw redirect({ to: '/auth/signin', search: { redirect: location.href } });
  },
  component: () => (
    <AdminGuard>
      <Outlet />
    </AdminGuard>
  ),
});
