import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/info';

export const Route = createFileRoute('/about')({
  component: () => <AboutPage />,
});
