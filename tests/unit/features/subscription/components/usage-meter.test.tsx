import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageMeter } from '@/features/subscription/components/usage-meter';

function renderMeter(used: number, limit: number) {
  render(<UsageMeter label="Stories this month" unit="stories" used={used} limit={limit} />);
  return screen.getByRole('progressbar', { name: 'Stories this month' });
}

afterEach(cleanup);

describe('UsageMeter', () => {
  it('shows nothing used as 0 of the limit with an empty bar and no warning', () => {
    const bar = renderMeter(0, 5);
    expect(screen.getByText('0 of 5 stories')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByText('limit reached')).toBeNull();
    expect(screen.queryByText(/left this month/)).toBeNull();
  });

  it('shows an unlimited limit as Unlimited with a 0% bar, however much is used', () => {
    const bar = renderMeter(40, -1);
    expect(screen.getByText('40 stories, Unlimited')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByText('limit reached')).toBeNull();
  });

  it('warns when 2 remain and when 1 remains, but not when 3 remain', () => {
    const { unmount } = render(
      <UsageMeter label="Stories this month" unit="stories" used={3} limit={5} />,
    );
    expect(screen.getByText('Only 2 left this month')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    unmount();
    const second = render(
      <UsageMeter label="Stories this month" unit="stories" used={4} limit={5} />,
    );
    expect(screen.getByText('Only 1 left this month')).toBeTruthy();
    second.unmount();
    render(<UsageMeter label="Stories this month" unit="stories" used={2} limit={5} />);
    expect(screen.queryByText(/left this month/)).toBeNull();
  });

  it("says 'limit reached' at 0 remaining and caps the bar at 100% when over", () => {
    const bar = renderMeter(7, 5);
    expect(screen.getByText('limit reached')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByText(/left this month/)).toBeNull();
  });

  it('treats a limit of 0 as reached with a full bar', () => {
    const bar = renderMeter(0, 0);
    expect(screen.getByText('limit reached')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });
});
