import { createFileRoute } from '@tanstack/react-router';
import { BetaPage } from '@/features/info';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/beta')({
  head: pageHead('Beta', 'Join the StoryCanvas beta and try new storytelling features first.'),
  staticData: { withoutServerState: true },
  component: () => <BetaPage />,
});
