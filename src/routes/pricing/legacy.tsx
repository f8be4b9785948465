import { createFileRoute } from '@tanstack/react-router';
import { LegacyPricingPage } from '@/features/pricing';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/pricing/legacy')({
  head: pageHead('Pricing (older plans)', 'The earlier StoryCanvas plans and what each included.'),
  staticData: { withoutServerState: true },
  component: () => <LegacyPricingPage />,
});
