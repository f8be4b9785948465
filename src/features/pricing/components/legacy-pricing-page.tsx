import { Page } from '@/ui';

export function LegacyPricingPage() {
  return (
    <Page title="Pricing (previous plans)" lead="The plans offered before the current pricing.">
      <p>
        If you subscribed to an earlier plan, it keeps working as before. See the current plans on
        the pricing page.
      </p>
    </Page>
  );
}
