import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminGuard } from '@/features/admin';

export const Route = createFileRoute('/admin')({
  component: () => (
    <AdminGuard>
      <Outlet />
    </AdminGuard>
  ),
});
