import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '@/features/auth';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/signup')({
  head: pageHead(
    'Sign Up',
    'Create a free StoryCanvas account and keep your stories on every device.',
    { indexable: false },
  ),
  staticData: { withoutServerState: true },
  component: () => <SignUpPage />,
});
