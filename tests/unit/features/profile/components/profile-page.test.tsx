import type { User } from '@supabase/supabase-js';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { ProfilePage } from '@/features/profile';
import { useToastStore } from '@/ui/toast/toast-store';

const fake = vi.hoisted(() => ({
  session: null as { user: User; access_token: string } | null,
  updateUser: null as unknown as (attributes: {
    data: Record<string, unknown>;
  }) => Promise<{ error: { message: string } | null }>,
}));
vi.mock('@/lib/supabase-client', () => ({
  getSupabaseClient: async () => ({
    auth: {
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
      getSession: async () => ({ data: { session: fake.session } }),
      updateUser: (attributes: { data: Record<string, unknown> }) => fake.updateUser(attributes),
    },
  }),
}));

const ada = {
  id: 'u1',
  email: 'ada@example.test',
  user_metadata: { full_name: 'Ada' },
} as unknown as User;

function renderPage(node: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory(),
  });
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  fake.session = { user: ada, access_token: 'token' };
  fake.updateUser = vi.fn(async () => ({ error: null }));
  useSessionStore.setState({ status: 'signed-in', user: ada, accessToken: 'token' });
  useToastStore.getState().clear();
});
afterEach(cleanup);

describe('ProfilePage', () => {
  it('asks a visitor to sign in', async () => {
    fake.session = null;
    useSessionStore.setState({ status: 'signed-out', user: null, accessToken: null });
    renderPage(<ProfilePage />);
    expect(await screen.findByText('Sign in to see your profile.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/signin');
  });

  it('shows name, email, story count and the plan the route gives it', async () => {
    renderPage(<ProfilePage renderPlan={(userId) => <p>Plan of {userId}</p>} />);
    expect(await screen.findByText('Plan of u1')).toBeTruthy();
    expect(screen.getAllByText('ada@example.test').length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    expect(await screen.findByText('0', { selector: 'dd' })).toBeTruthy();
  });

  it('saves the name and avatar into user_metadata, cleaned of script', async () => {
    renderPage(<ProfilePage />);
    fireEvent.change(await screen.findByLabelText('Name'), {
      target: { value: ' Ada Lovelace<script>x()</script> ' },
    });
    fireEvent.change(screen.getByLabelText('Avatar URL'), {
      target: { value: 'https://example.test/ada.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
        'Your profile has been saved.',
      ]),
    );
    expect(fake.updateUser).toHaveBeenCalledWith({
      data: { full_name: 'Ada Lovelace', avatar_url: 'https://example.test/ada.png' },
    });
  });

  it('refuses an avatar that is no web address and does not save', async () => {
    renderPage(<ProfilePage />);
    fireEvent.change(await screen.findByLabelText('Avatar URL'), {
      target: { value: 'not a link' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a web address starting with https:// or http://',
    );
    expect(screen.getByLabelText('Avatar URL').getAttribute('aria-invalid')).toBe('true');
    expect(fake.updateUser).not.toHaveBeenCalled();
  });

  it('shows the provider message when saving fails', async () => {
    fake.updateUser = vi.fn(async () => ({ error: { message: 'JWT expired' } }));
    renderPage(<ProfilePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe('JWT expired');
  });
});
