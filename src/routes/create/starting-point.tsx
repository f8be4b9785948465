import { createFileRoute } from '@tanstack/react-router';
import { StartingPointStep } from '@/features/create';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/create/starting-point')({
  head: pageHead('Create a story: starting point', 'Choose how a new story begins.', {
    indexable: false,
  }),
  component: () => <StartingPointStep />,
});
