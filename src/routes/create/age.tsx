import { createFileRoute } from '@tanstack/react-router';
import { AgeStep } from '@/features/create';

export const Route = createFileRoute('/create/age')({
  component: () => <AgeStep />,
});
