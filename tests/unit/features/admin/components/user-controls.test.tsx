import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminUserRow } from '@shared/database.ts';
import { UserControls } from '@/features/admin/components/user-controls';

afterEach(cleanup);

const member: AdminUserRow = {
  user_id: 'u1',
  email: 'member@example.test',
  tier: 'Free',
  founder_tier: null,
  founder_number: null,
  lifetime_discount: null,
  is_admin: false,
  story_count: 2,
  created_at: '2026-11-20T10:00:00Z',
};

function renderControls(user: AdminUserRow = member) {
  const actions = {
    onSetAdmin: vi.fn(() => Promise.resolve()),
    onSetTier: vi.fn(() => Promise.resolve()),
    onSetFounder: vi.fn(() => Promise.resolve()),
  };
  render(<UserControls user={user} actions={actions} />);
  return actions;
}

describe('UserControls', () => {
  it('offers to grant admin to a member and to revoke it from an admin', async () => {
    const actions = renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'Grant admin' }));
    await waitFor(() => expect(actions.onSetAdmin).toHaveBeenCalledWith(member, true));
    cleanup();
    const adminActions = renderControls({ ...member, is_admin: true });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke admin' }));
    await waitFor(() =>
      expect(adminActions.onSetAdmin).toHaveBeenCalledWith({ ...member, is_admin: true }, false),
    );
  });

  it('sets the chosen tier, Family included', async () => {
    const actions = renderControls();
    const tier = screen.getByRole('combobox', { name: 'Tier' });
    expect(Array.from((tier as HTMLSelectElement).options).map((option) => option.value)).toEqual([
      'Free',
      'Premium',
      'Pro',
      'Family',
      'Enterprise',
    ]);
    fireEvent.change(tier, { target: { value: 'Enterprise' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set tier' }));
    await waitFor(() => expect(actions.onSetTier).toHaveBeenCalledWith(member, 'Enterprise'));
  });

  it('prefills the tier’s discount and bounds the number by its places', async () => {
    const actions = renderControls();
    const number = screen.getByRole('spinbutton', { name: 'Founder number' }) as HTMLInputElement;
    const discount = screen.getByRole('spinbutton', {
      name: 'Lifetime discount (%)',
    }) as HTMLInputElement;
    expect(number.disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Founder tier' }), {
      target: { value: 'early_adopter' },
    });
    expect(discount.value).toBe('50');
    expect([number.min, number.max]).toEqual(['101', '200']);
    fireEvent.change(number, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save founder' }));
    await waitFor(() =>
      expect(actions.onSetFounder).toHaveBeenCalledWith(member, {
        tier: 'early_adopter',
        founderNumber: 150,
        lifetimeDiscount: 50,
      }),
    );
  });

  it('starts from a founder’s saved place and removes it when None is chosen', async () => {
    const founder: AdminUserRow = {
      ...member,
      founder_tier: 'genesis',
      founder_number: 7,
      lifetime_discount: 100,
    };
    const actions = renderControls(founder);
    expect(
      (screen.getByRole('spinbutton', { name: 'Founder number' }) as HTMLInputElement).value,
    ).toBe('7');
    fireEvent.change(screen.getByRole('combobox', { name: 'Founder tier' }), {
      target: { value: 'none' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save founder' }));
    await waitFor(() => expect(actions.onSetFounder).toHaveBeenCalledWith(founder, null));
  });
});

describe('UserControls sanitises the typed founder fields (docs/product.md §5)', () => {
  it('never hands markup typed into the founder number to the save call, and saves the number typed next', async () => {
    const actions = renderControls();
    fireEvent.change(screen.getByRole('combobox', { name: 'Founder tier' }), {
      target: { value: 'early_adopter' },
    });
    const number = screen.getByRole('spinbutton', { name: 'Founder number' });
    fireEvent.change(number, { target: { value: '<img src=x onerror=alert(1)>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save founder' }));
    expect(actions.onSetFounder).not.toHaveBeenCalled();
    fireEvent.change(number, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save founder' }));
    await waitFor(() =>
      expect(actions.onSetFounder).toHaveBeenCalledWith(member, {
        tier: 'early_adopter',
        founderNumber: 120,
        lifetimeDiscount: 50,
      }),
    );
  });
});
