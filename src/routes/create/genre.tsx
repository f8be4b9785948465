import { createFileRoute } from '@tanstack/react-router';
import { GenreStep } from '@/features/create';

export const Route = createFileRoute('/create/genre')({
  component: () => <GenreStep />,
});
