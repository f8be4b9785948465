import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/env-check')({
  component: () => (
    <DiagnosticsPage
      title="Environment check"
      lead="The runtime configuration, with secrets masked."
      sections={['environment']}
    />
  ),
});
