import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/auth/reset-password')({
  head: pageHead('Reset password', 'Choose a new StoryCanvas password.', { indexable: false }),
  staticData: { withoutServerState: true },
  component: () => <ResetPasswordPage />,
});
