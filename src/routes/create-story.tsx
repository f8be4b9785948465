import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/create-story')({
  head: pageHead('Create a story', 'Start a new branching story with StoryCanvas.', {
    indexable: false,
  }),
  beforeLoad: () => {
    throw redirect({ to: '/create' });
  },
});
