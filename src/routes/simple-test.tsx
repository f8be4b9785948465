import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';

export const Route = createFileRoute('/simple-test')({
  component: () => (
    <DiagnosticsPage
      title="Simple test"
      lead="A basic health check of this page and device."
      sections={['health']}
    />
  ),
});
