import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { AuthCallbackPage } from '@/features/auth';

export const Route = createFileRoute('/auth/callback')({
  validateSearch: z.object({ next: z.optional(z.string()) }),
  component: function AuthCallbackRoute() {
    const { next } = Route.useSearch();
    return <AuthCallbackPage next={next} />;
  },
});
