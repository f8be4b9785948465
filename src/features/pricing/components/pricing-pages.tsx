import { Page } from '@/ui';

export function PricingPage() {
  return (
    <Page title="Plans and pricing" lead="Free, Premium ($7.99 a month), Pro ($17.99), Family ($24.99) and Enterprise (on request).">
      <p>Each plan sets how many stories and voice narrations you can make a month and how many pictures each story can have. Founders who join among the first 200 keep a lifetime discount. The full comparison and upgrade flow are being built.</p>
    </Page>
  );
}

export function LegacyPricingPage() {
  return (
    <Page title="Pricing (previous plans)" lead="The plans offered before the current pricing.">
      <p>If you subscribed to an earlier plan, it keeps working as before. See the current plans on the pricing page.</p>
    </Page>
  );
}
