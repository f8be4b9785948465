// The active profile lives on the device, per account: it survives a reload (it is read from
// storage), another account on the device starts in its own profile, and a page re-renders when the
// profile switches here or in another tab.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readActiveChild, setActiveChild, useActiveChild } from '@/lib/active-profile';
import { COOKIE_NAMES, STORAGE_KEYS } from '@/offline';
import { MIA } from '../support/family-children';

function Header({ userId }: { userId: string }) {
  const child = useActiveChild(userId);
  return <p>{child ? child.display_name : 'Parent'}</p>;
}

describe('the active profile', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('is kept in storage for its account only', () => {
    expect(readActiveChild('parent-1')).toBeNull();
    // Only what the header, the wizard and the AI switch need is kept, not the whole row.
    setActiveChild('parent-1', { ...MIA, created_at: '2026-11-26T05:00:00Z' } as typeof MIA);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.activeProfile)!)).toEqual({
      userId: 'parent-1',
      child: MIA,
    });
    expect(readActiveChild('parent-1')).toEqual(MIA);
    expect(readActiveChild('parent-2')).toBeNull();
    expect(readActiveChild(null)).toBeNull();
    setActiveChild('parent-1', null);
    expect(localStorage.getItem(STORAGE_KEYS.activeProfile)).toBeNull();
    expect(readActiveChild('parent-1')).toBeNull();
  });

  it('tells the server while a child’s profile is open, so Discover’s first page is the app’s', () => {
    setActiveChild('parent-1', MIA);
    expect(document.cookie).toContain(`${COOKIE_NAMES.childProfile}=1`);
    setActiveChild('parent-1', null);
    expect(document.cookie).not.toContain(COOKIE_NAMES.childProfile);
  });

  it('re-renders the page when the profile switches, here or in another tab', () => {
    render(<Header userId="parent-1" />);
    expect(screen.getByText('Parent')).toBeTruthy();
    act(() => setActiveChild('parent-1', MIA));
    expect(screen.getByText('Mia')).toBeTruthy();
    act(() => {
      localStorage.removeItem(STORAGE_KEYS.activeProfile);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.activeProfile }));
    });
    expect(screen.getByText('Parent')).toBeTruthy();
  });
});
