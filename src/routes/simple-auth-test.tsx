import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/simple-auth-test')({
  component: () => (
    <DiagnosticsPage
      title="Simple auth test"
      lead="A quick look at the current session."
      sections={[]}
      showSession
    />
  ),
});
