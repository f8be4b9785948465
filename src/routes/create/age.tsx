import { createFileRoute } from '@tanstack/react-router';
import { AgeStep } from '@/features/create';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/create/age')({
  head: pageHead('Create a story: age', "Choose the reader's age for a new story.", {
    indexable: false,
  }),
  component: () => <AgeStep />,
});
