import { createFileRoute } from '@tanstack/react-router';
import { StartingPointStep } from '@/features/create';

export const Route = createFileRoute('/create/starting-point')({
  component: () => <StartingPointStep />,
});
