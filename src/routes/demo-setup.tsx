import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/demo-setup')({
  component: () => (
    <DiagnosticsPage
      title="Demo setup"
      lead="What this device holds before a demo."
      sections={['device']}
      showSession
    />
  ),
});
