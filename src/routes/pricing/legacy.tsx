import { createFileRoute } from '@tanstack/react-router';
import { LegacyPricingPage } from '@/features/pricing';

export const Route = createFileRoute('/pricing/legacy')({
  component: () => <LegacyPricingPage />,
});
