import { createFileRoute } from '@tanstack/react-router';
import { DiscoverPage } from '@/features/discover';

export const Route = createFileRoute('/discover')({
  component: () => <DiscoverPage />,
});
