import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CharactersPage } from '@/features/characters';
import type { Character } from '@/features/characters/data/character-data';

const data = vi.hoisted(() => ({
  listCharacters: vi.fn<() => Promise<Character[]>>(),
  readCharacterLimit: vi.fn<(tier: string) => Promise<number>>(),
}));
vi.mock('@/features/characters/data/character-data', async (original) => ({
  ...(await original<object>()),
  listCharacters: data.listCharacters,
  readCharacterLimit: data.readCharacterLimit,
  saveCharacter: vi.fn(),
  deleteCharacter: vi.fn(),
}));

const LIMITS: Record<string, number> = { Free: 5, Pro: -1 };
const fiveCharacters: Character[] = Array.from({ length: 5 }, (_, index) => ({
  id: `c${index}`,
  name: `Hero ${index}`,
  role: 'sidekick',
  description: '',
  traits: [],
}));

function renderPage(initialTier: string | null) {
  const control = { setTier: (_tier: string) => {} };
  function Harness() {
    const [tier, setTier] = useState(initialTier);
    control.setTier = setTier;
    return <CharactersPage userId="user-1" tier={tier} />;
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Harness }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return { setTier: (tier: string) => act(() => control.setTier(tier)) };
}

beforeEach(() => {
  data.listCharacters.mockReset().mockResolvedValue(fiveCharacters);
  data.readCharacterLimit
    .mockReset()
    .mockImplementation((tier) => Promise.resolve(LIMITS[tier] ?? -1));
});
afterEach(cleanup);

describe('CharactersPage and the plan’s character limit', () => {
  it('neither applies nor shows a limit while the plan is unknown, then lets a Pro reader add a sixth character', async () => {
    const page = renderPage(null);
    expect(await screen.findByText('Hero 4')).toBeTruthy();
    expect(data.readCharacterLimit).not.toHaveBeenCalled();
    expect(screen.queryByText(/plan keeps up to/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save character' })).toBeNull();
    expect(screen.queryByText(/Free/)).toBeNull();

    page.setTier('Pro');
    expect(await screen.findByRole('button', { name: 'Save character' })).toBeTruthy();
    expect(data.readCharacterLimit).toHaveBeenCalledWith('Pro');
    expect(data.readCharacterLimit).not.toHaveBeenCalledWith('Free');
    expect(screen.queryByText(/plan keeps up to/)).toBeNull();
  });

  it('explains the limit to a Free reader with five characters once the plan is known', async () => {
    renderPage('Free');
    expect((await screen.findByText(/plan keeps up to/)).textContent).toContain(
      'Your Free plan keeps up to 5 characters.',
    );
    expect(screen.queryByRole('button', { name: 'Save character' })).toBeNull();
  });
});
