import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '@/features/pricing';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/pricing/')({
  head: pageHead(
    'Pricing',
    'StoryCanvas plans: Free, Premium, Pro and Enterprise, with monthly stories, narration and pictures per story.',
  ),
  component: () => <PricingPage />,
});
