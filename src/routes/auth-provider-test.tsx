import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/auth-provider-test')({
  component: () => (
    <DiagnosticsPage
      title="Auth provider test"
      lead="The auth provider the app is configured with."
      sections={['email']}
      showSession
    />
  ),
});
