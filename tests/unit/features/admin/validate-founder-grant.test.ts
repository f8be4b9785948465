// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateFounderGrant } from '@/features/admin/validate-founder-grant';

describe('validateFounderGrant', () => {
  it('accepts a place within the tier and a discount from 0 to 100', () => {
    expect(
      validateFounderGrant({ tier: 'genesis', founderNumber: 1, lifetimeDiscount: 100 }),
    ).toBeNull();
    expect(
      validateFounderGrant({ tier: 'pioneer', founderNumber: 100, lifetimeDiscount: 60 }),
    ).toBeNull();
    expect(
      validateFounderGrant({ tier: 'early_adopter', founderNumber: 101, lifetimeDiscount: 0 }),
    ).toBeNull();
  });

  it('names the tier’s places when the number is outside them', () => {
    expect(validateFounderGrant({ tier: 'pioneer', founderNumber: 25, lifetimeDiscount: 60 })).toBe(
      'Founder number for this tier must be between 26 and 100',
    );
    expect(
      validateFounderGrant({ tier: 'early_adopter', founderNumber: 201, lifetimeDiscount: 50 }),
    ).toBe('Founder number for this tier must be between 101 and 200');
    expect(
      validateFounderGrant({ tier: 'genesis', founderNumber: Number.NaN, lifetimeDiscount: 100 }),
    ).toBe('Founder number for this tier must be between 1 and 25');
  });

  it('refuses a discount that is not a whole percentage', () => {
    expect(validateFounderGrant({ tier: 'genesis', founderNumber: 3, lifetimeDiscount: 101 })).toBe(
      'Lifetime discount must be a whole number from 0 to 100',
    );
    expect(
      validateFounderGrant({ tier: 'genesis', founderNumber: 3, lifetimeDiscount: 12.5 }),
    ).toBe('Lifetime discount must be a whole number from 0 to 100');
  });
});
