import { createFileRoute } from '@tanstack/react-router';
import { AdminDemoPage } from '@/features/admin';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/admin-demo/')({
  head: pageHead('Admin demo', 'StoryCanvas diagnostics.', { indexable: false }),
  component: () => <AdminDemoPage />,
});
