import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackPage } from '@/features/auth';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/auth/callback')({
  head: pageHead('Signing you in', 'Finishing sign-in to StoryCanvas.', { indexable: false }),
  component: AuthCallbackPage,
});
