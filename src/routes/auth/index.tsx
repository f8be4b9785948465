import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/auth/')({
  head: pageHead(
    'Sign in or sign up',
    'Sign in to StoryCanvas or create an account to keep your stories on every device.',
    { indexable: false },
  ),
  staticData: { withoutServerState: true },
  beforeLoad: () => {
    throw redirect({ to: '/auth/signin' });
  },
});
