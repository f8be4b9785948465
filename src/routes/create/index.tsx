import { createFileRoute } from '@tanstack/react-router';
import { CreateLanding } from '@/features/create';

export const Route = createFileRoute('/create/')({
  component: CreateLanding,
});
