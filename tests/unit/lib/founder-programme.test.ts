// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FOUNDER_PLACES_TOTAL,
  FOUNDER_PROGRAMME,
  founderPlaces,
  founderTierForNumber,
} from '@/lib/founder-programme';

describe('founder programme', () => {
  it('gives genesis 1–25 at 100%, pioneer 26–100 at 60%, early adopter 101–200 at 50%', () => {
    expect(founderPlaces('genesis')).toEqual({
      tier: 'genesis',
      label: 'Genesis',
      first: 1,
      last: 25,
      discount: 100,
    });
    expect(founderPlaces('pioneer')).toEqual({
      tier: 'pioneer',
      label: 'Pioneer',
      first: 26,
      last: 100,
      discount: 60,
    });
    expect(founderPlaces('early_adopter')).toEqual({
      tier: 'early_adopter',
      label: 'Early adopter',
      first: 101,
      last: 200,
      discount: 50,
    });
  });

  it('counts 200 places in all', () => {
    expect(FOUNDER_PLACES_TOTAL).toBe(200);
  });

  it('places every number from 1 to 200 in exactly one tier, and none outside', () => {
    expect(founderTierForNumber(1)).toBe('genesis');
    expect(founderTierForNumber(25)).toBe('genesis');
    expect(founderTierForNumber(26)).toBe('pioneer');
    expect(founderTierForNumber(100)).toBe('pioneer');
    expect(founderTierForNumber(101)).toBe('early_adopter');
    expect(founderTierForNumber(200)).toBe('early_adopter');
    expect(founderTierForNumber(0)).toBeNull();
    expect(founderTierForNumber(201)).toBeNull();
    expect(founderTierForNumber(12.5)).toBeNull();
    const covered = FOUNDER_PROGRAMME.reduce((sum, entry) => sum + entry.last - entry.first + 1, 0);
    expect(covered).toBe(200);
  });
});
