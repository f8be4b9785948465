import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/auth-test')({
  component: () => (
    <DiagnosticsPage
      title="Auth test"
      lead="Whether you are signed in, and the backend the app signs in with."
      sections={['environment']}
      showSession
    />
  ),
});
