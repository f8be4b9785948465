import { createFileRoute } from '@tanstack/react-router';
import { CookieDemoPage } from '@/features/consent';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/cookie-demo')({
  head: pageHead('Diagnostics', 'StoryCanvas diagnostics.', { indexable: false }),
  component: CookieDemoPage,
});
