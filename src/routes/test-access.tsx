import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/test-access')({
  component: () => (
    <DiagnosticsPage
      title="Test access"
      lead="What this visitor may reach: session and backend."
      sections={['health']}
      showSession
    />
  ),
});
