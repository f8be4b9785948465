import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AdminGuard } from '@/features/admin';
import { readSettledSession } from '@/lib/session';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/admin')({
  head: pageHead('Admin', 'StoryCanvas administration.', { indexable: false }),
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
