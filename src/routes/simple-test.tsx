import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/simple-test')({
  head: pageHead('Diagnostics', 'StoryCanvas diagnostics.', { indexable: false }),
  component: () => (
    <DiagnosticsPage
      title="Simple test"
      lead="A basic health check of this page and device."
      sections={['health']}
    />
  ),
});
