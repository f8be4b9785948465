import { createFileRoute } from '@tanstack/react-router';
import { LearningPage } from '@/features/info';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/learning')({
  head: pageHead(
    'Learning',
    'How StoryCanvas stories support reading: choices, age-matched language and narration.',
  ),
  staticData: { withoutServerState: true },
  component: () => <LearningPage />,
});
