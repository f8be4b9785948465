import { createFileRoute } from '@tanstack/react-router';
import { AdminDemoPage } from '@/features/admin';

export const Route = createFileRoute('/admin-demo/$')({
  component: () => <AdminDemoPage />,
});
