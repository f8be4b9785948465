import { createFileRoute } from '@tanstack/react-router';
import { AdminPanelPage } from '@/features/admin';

export const Route = createFileRoute('/admin/')({
  component: () => <AdminPanelPage />,
});
