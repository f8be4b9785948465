import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '@/features/auth';
import { pageHead } from '@/app/head';
import { readSearchText } from '@/app/read-search-text';

export const Route = createFileRoute('/login')({
  head: pageHead('Sign In', 'Sign in to StoryCanvas to keep your stories on every device.', {
    indexable: false,
  }),
  staticData: { withoutServerState: true },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: readSearchText(search, 'redirect'),
  }),
  component: function SignInRoute() {
    const { redirect } = Route.useSearch();
    return <SignInPage redirectTo={redirect} />;
  },
});
