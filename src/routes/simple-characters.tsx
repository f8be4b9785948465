import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/simple-characters')({
  component: () => (
    <DiagnosticsPage
      title="Simple characters"
      lead="The state characters rely on: session and local store."
      sections={['device']}
      showSession
    />
  ),
});
