import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/simple-auth-test')({
  head: pageHead('Diagnostics', 'StoryCanvas diagnostics.', { indexable: false }),
  component: () => (
    <DiagnosticsPage
      title="Simple auth test"
      lead="A quick look at the current session."
      sections={[]}
      showSession
    />
  ),
});
