// The children kept on the device for switching offline: read back per account, and the active
// child follows a rename or band change made on /family, or leaves when the child is removed.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  keepChildProfilesOnDevice,
  readChildProfilesOnDevice,
} from '@/features/family/data/child-profiles-on-device';
import { readActiveChild, setActiveChild } from '@/lib/active-profile';
import { MIA, LEO } from '../../../support/family-children';

describe('child profiles on the device', () => {
  beforeEach(() => localStorage.clear());

  it('lists the account’s children as last read, and nobody else’s', () => {
    expect(readChildProfilesOnDevice('parent-1')).toEqual([]);
    keepChildProfilesOnDevice('parent-1', [MIA, LEO]);
    expect(readChildProfilesOnDevice('parent-1')).toEqual([MIA, LEO]);
    expect(readChildProfilesOnDevice('parent-2')).toEqual([]);
  });

  it('keeps the active child’s name and band as /family changed them', () => {
    setActiveChild('parent-1', MIA);
    keepChildProfilesOnDevice('parent-1', [{ ...MIA, display_name: 'Mimi', reading_band: '7-9' }]);
    expect(readActiveChild('parent-1')).toEqual({
      ...MIA,
      display_name: 'Mimi',
      reading_band: '7-9',
    });
  });

  it('leaves a removed child’s profile', () => {
    setActiveChild('parent-1', MIA);
    keepChildProfilesOnDevice('parent-1', [LEO]);
    expect(readActiveChild('parent-1')).toBeNull();
  });
});
