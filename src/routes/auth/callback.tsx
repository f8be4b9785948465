import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackPage } from '@/features/auth';
import { pageHead } from '@/app/head';
import { readSearchText } from '@/app/read-search-text';

export const Route = createFileRoute('/auth/callback')({
  head: pageHead('Signing you in', 'Finishing sign-in to StoryCanvas.', { indexable: false }),
  staticData: { withoutServerState: true },
  validateSearch: (search: Record<string, unknown>): { next?: string } => ({
    next: readSearchText(search, 'next'),
  }),
  component: function AuthCallbackRoute() {
    const { next } = Route.useSearch();
    return <AuthCallbackPage next={next} />;
  },
});
