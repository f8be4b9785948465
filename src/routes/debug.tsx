import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/debug')({
  component: () => (
    <DiagnosticsPage
      title="Debug"
      lead="The live state of this app on this device."
      sections={['environment', 'health', 'device', 'images']}
      showSession
    />
  ),
});
