import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/info';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/about')({
  head: pageHead(
    'About',
    'About StoryCanvas: AI-assisted interactive stories that young readers shape with their own choices.',
  ),
  staticData: { withoutServerState: true },
  component: () => <AboutPage />,
});
