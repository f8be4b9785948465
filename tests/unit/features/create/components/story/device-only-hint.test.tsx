import { act, cleanup, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { User } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceOnlyHint } from '@/features/create/components/story/device-only-hint';
import { useSessionStore } from '@/lib/session';

async function renderHint() {
  const root = createRootRoute({ component: () => <DeviceOnlyHint /> });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await act(() => router.load());
}

afterEach(() => {
  cleanup();
  useSessionStore.setState({ status: 'loading', user: null, accessToken: null });
});

describe('DeviceOnlyHint', () => {
  it('tells a visitor the story is only on this device, with a way to sign in', async () => {
    useSessionStore.setState({ status: 'signed-out', user: null, accessToken: null });
    await renderHint();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Saved on this device. Sign in to keep it everywhere.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/signin');
  });

  it('says nothing to a signed-in reader or while the session is not known yet', async () => {
    useSessionStore.setState({ status: 'signed-in', user: { id: 'u1' } as User, accessToken: 't' });
    await renderHint();
    expect(screen.queryByText(/Saved on this device/)).toBeNull();
    cleanup();
    useSessionStore.setState({ status: 'loading', user: null, accessToken: null });
    await renderHint();
    expect(screen.queryByText(/Saved on this device/)).toBeNull();
  });
});
