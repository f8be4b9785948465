import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/diagnostics')({
  component: () => (
    <DiagnosticsPage
      title="Diagnostics"
      lead="Storage, service worker, network and IndexedDB status."
      sections={['device', 'health']}
    />
  ),
});
