import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage } from '@/features/admin';

export const Route = createFileRoute('/admin/users')({
  component: () => <AdminUsersPage />,
});
