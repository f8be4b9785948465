import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { SignInPage } from '@/features/auth';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/auth/signin')({
  head: pageHead('Sign In', 'Sign in to StoryCanvas to keep your stories on every device.'),
  validateSearch: z.object({ redirect: z.optional(z.string()) }),
  component: function SignInRoute() {
    const { redirect } = Route.useSearch();
    return <SignInPage redirectTo={redirect} />;
  },
});
