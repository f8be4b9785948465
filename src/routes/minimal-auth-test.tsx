import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/minimal-auth-test')({
  head: pageHead('Diagnostics', 'StoryCanvas diagnostics.', { indexable: false }),
  component: () => (
    <DiagnosticsPage
      title="Minimal auth test"
      lead="The smallest check of the session and backend."
      sections={['health']}
      showSession
    />
  ),
});
