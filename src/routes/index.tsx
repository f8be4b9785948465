import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/')({
  head: pageHead(
    'StoryCanvas',
    "Create branching, illustrated, narrated stories with AI help: on a phone's home screen, in a browser, or on a plane with no network.",
  ),
  staticData: { withoutServerState: true },
  component: () => <HomePage />,
});
