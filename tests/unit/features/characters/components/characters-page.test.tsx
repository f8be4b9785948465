import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { CharactersPage } from '@/features/characters';
import { ToastRegion } from '@/ui';
import type { Character } from '@/features/characters/data/character-data';
import { fakeTableClient, filterValue, type TableCall } from '../../../support/fake-table-client';

const fake = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('@/lib/supabase-client', () => ({ getSupabaseClient: async () => fake.client }));

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
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { setTier: (tier: string) => act(() => control.setTier(tier)) };
}

let calls: TableCall[];
const limitReadsFor = (tier: string) =>
  calls.filter(
    (call) => call.table === 'tier_limits' && filterValue(call, 'eq', 'tier_name') === tier,
  );

beforeEach(() => {
  ({ client: fake.client, calls } = fakeTableClient((call) =>
    call.table === 'user_characters'
      ? { data: fiveCharacters }
      : {
          data: { characters_limit: LIMITS[filterValue(call, 'eq', 'tier_name') as string] ?? -1 },
        },
  ));
});
afterEach(cleanup);

describe('CharactersPage and the plan’s character limit', () => {
  it('neither applies nor shows a limit while the plan is unknown, then lets a Pro reader add a sixth character', async () => {
    const page = renderPage(null);
    expect(await screen.findByText('Hero 4')).toBeTruthy();
    expect(calls.filter((call) => call.table === 'tier_limits')).toHaveLength(0);
    expect(screen.queryByText(/plan keeps up to/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save character' })).toBeNull();
    expect(screen.queryByText(/Free/)).toBeNull();

    page.setTier('Pro');
    expect(await screen.findByRole('button', { name: 'Save character' })).toBeTruthy();
    expect(limitReadsFor('Pro')).toHaveLength(1);
    expect(limitReadsFor('Free')).toHaveLength(0);
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

describe('CharactersPage reading the list through the query cache', () => {
  it('tries a failed list read once more and shows the characters, without an error toast', async () => {
    let listReads = 0;
    ({ client: fake.client, calls } = fakeTableClient((call) => {
      if (call.table !== 'user_characters') return { data: { characters_limit: 5 } };
      listReads += 1;
      return listReads === 1
        ? { error: { message: 'connection reset by peer' } }
        : { data: fiveCharacters };
    }));
    render(<ToastRegion />);
    renderPage('Free');
    expect(await screen.findByText('Hero 4', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(listReads).toBe(2);
    expect(screen.queryByText('No characters yet.')).toBeNull();
    expect(screen.queryByText(/unexpected error|connection reset/i)).toBeNull();
  });

  it('reads the list again after a delete, so the deleted character disappears', async () => {
    let remaining = fiveCharacters;
    ({ client: fake.client, calls } = fakeTableClient((call) => {
      if (call.table === 'tier_limits') return { data: { characters_limit: 5 } };
      if (call.steps.some(([method]) => method === 'delete')) {
        remaining = remaining.filter((character) => character.id !== filterValue(call, 'eq', 'id'));
        return {};
      }
      return { data: remaining };
    }));
    renderPage('Free');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Hero 2' }));
    await waitFor(() => expect(screen.queryByText('Hero 2')).toBeNull());
    expect(screen.getByText('Hero 3')).toBeTruthy();
  });
});
