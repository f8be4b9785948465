import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/auth/forgot-password')({
  head: pageHead('Forgot password', 'Get a link to reset your StoryCanvas password.', {
    indexable: false,
  }),
  staticData: { withoutServerState: true },
  component: () => <ForgotPasswordPage />,
});
