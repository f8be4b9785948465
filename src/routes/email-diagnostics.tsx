import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/email-diagnostics')({
  head: pageHead('Diagnostics', 'StoryCanvas diagnostics.', { indexable: false }),
  component: () => (
    <DiagnosticsPage
      title="Email diagnostics"
      lead="The backend that sends sign-up and password emails (on the local stack they land in /_dev/mail)."
      sections={['email']}
    />
  ),
});
