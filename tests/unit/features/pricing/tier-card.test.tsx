import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TierCard } from '@/features/pricing/components/tier-card';

afterEach(cleanup);

const base = {
  voice_generations_per_month: 150,
  images_per_story: -1,
  characters_limit: -1,
  features: ['Priority generation'],
};

describe('TierCard', () => {
  it('shows the monthly price in dollars and -1 limits as Unlimited', () => {
    render(
      <TierCard
        tier={{ ...base, tier_name: 'Pro', stories_per_month: -1, price_monthly_cents: 1799 }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Pro' });
    expect(within(card).getByText('$17.99 a month')).toBeTruthy();
    expect(within(card).getAllByText('Unlimited')).toHaveLength(3);
    expect(within(card).getByText('150')).toBeTruthy();
    expect(within(card).getByText('Priority generation')).toBeTruthy();
  });

  it('shows a free plan as $0 and a missing price as On request', () => {
    render(
      <TierCard
        tier={{ ...base, tier_name: 'Free', stories_per_month: 5, price_monthly_cents: 0 }}
      />,
    );
    render(
      <TierCard
        tier={{
          ...base,
          tier_name: 'Enterprise',
          stories_per_month: -1,
          price_monthly_cents: null,
        }}
      />,
    );
    expect(
      within(screen.getByRole('article', { name: 'Free' })).getByText('$0 a month'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Enterprise' })).getByText('On request'),
    ).toBeTruthy();
  });
});
