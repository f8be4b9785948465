import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/admin-debug')({
  component: () => (
    <DiagnosticsPage
      title="Admin debug"
      lead="How this app sees you: session, and the state the admin check relies on."
      sections={['environment']}
      showSession
    />
  ),
});
