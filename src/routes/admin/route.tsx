import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AdminGuard } from '@/features/admin';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/admin')({
  head: pageHead('Admin', 'StoryCanvas administration.', { indexable: false }),
  beforeLoad: async ({ location }) => {
    // The session joins with the data layer, not with the first page: the admin pages wait for it.
    const { readSettledSession } = await import('@/lib/session');
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
