import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/image-debug')({
  head: pageHead('Diagnostics', 'StoryCanvas diagnostics.', { indexable: false }),
  component: () => (
    <DiagnosticsPage
      title="Image debug"
      lead="Whether pictures can be stored and shown on this device."
      sections={['images', 'device']}
    />
  ),
});
