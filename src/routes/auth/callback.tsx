import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { AuthCallbackPage } from '@/features/auth';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/auth/callback')({
  head: pageHead('Signing you in', 'Finishing sign-in to StoryCanvas.', { indexable: false }),
  validateSearch: z.object({ next: z.optional(z.string()) }),
  component: function AuthCallbackRoute() {
    const { next } = Route.useSearch();
    return <AuthCallbackPage next={next} />;
  },
});
