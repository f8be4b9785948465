import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/create-story')({
  beforeLoad: () => {
    throw redirect({ to: '/create' });
  },
});
