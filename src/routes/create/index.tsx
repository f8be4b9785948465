import { createFileRoute } from '@tanstack/react-router';
import { CreateLanding } from '@/features/create';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/create/')({
  head: pageHead(
    'Create a story',
    'Start a new branching story: choose an age, a genre and an idea, and StoryCanvas writes it with you.',
  ),
  staticData: { withoutServerState: true },
  component: CreateLanding,
});
