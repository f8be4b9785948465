import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { SignInPage } from '@/features/auth';

export const Route = createFileRoute('/auth/signin')({
  validateSearch: z.object({ redirect: z.optional(z.string()) }),
  component: function SignInRoute() {
    const { redirect } = Route.useSearch();
    return <SignInPage redirectTo={redirect} />;
  },
});
