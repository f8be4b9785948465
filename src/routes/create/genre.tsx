import { createFileRoute } from '@tanstack/react-router';
import { GenreStep } from '@/features/create';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/create/genre')({
  head: pageHead('Create a story: genre', 'Choose the genre of a new story.', { indexable: false }),
  component: () => <GenreStep />,
});
