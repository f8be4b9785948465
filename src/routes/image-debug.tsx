import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/image-debug')({
  component: () => (
    <DiagnosticsPage
      title="Image debug"
      lead="Whether pictures can be stored and shown on this device."
      sections={['images', 'device']}
    />
  ),
});
