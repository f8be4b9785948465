import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/minimal-auth-test')({
  component: () => (
    <DiagnosticsPage
      title="Minimal auth test"
      lead="The smallest check of the session and backend."
      sections={['health']}
      showSession
    />
  ),
});
