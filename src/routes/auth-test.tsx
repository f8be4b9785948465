import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/auth-test')({
  head: pageHead('Diagnostics', 'StoryCanvas diagnostics.', { indexable: false }),
  component: () => (
    <DiagnosticsPage
      title="Auth test"
      lead="Whether you are signed in, and the backend the app signs in with."
      sections={['environment']}
      showSession
    />
  ),
});
