import { createFileRoute } from '@tanstack/react-router';
import { LearningPage } from '@/features/info';

export const Route = createFileRoute('/learning')({
  component: () => <LearningPage />,
});
