import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SaveYourStoriesDialog } from '@/features/migration';
import { useMigrationStore } from '@/features/migration/migration-store';
import { useToastStore } from '@/ui/toast/toast-store';

// The dialog subscribes to auth changes; no sign-in happens in these tests, so a client that never signs in is enough.
vi.mock('@/lib/supabase-client', () => ({
  getSupabaseClient: async () => ({
    auth: {
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
      getSession: async () => ({ data: { session: null } }),
    },
  }),
}));

function openWith(state: Partial<ReturnType<typeof useMigrationStore.getState>>) {
  act(() =>
    useMigrationStore.getState().set({
      open: true,
      storyCount: 2,
      working: false,
      progress: null,
      result: null,
      failedCount: 0,
      ...state,
    }),
  );
}

beforeEach(() => {
  useToastStore.getState().clear();
});

afterEach(() => {
  cleanup();
  act(() => useMigrationStore.getState().set({ open: false }));
});

describe('Save Your Stories dialog', () => {
  it('states the count and offers Skip and Save to My Account, and no Retry Failed before anything failed', () => {
    render(<SaveYourStoriesDialog />);
    openWith({});
    expect(screen.getByRole('dialog', { name: 'Save Your Stories' })).toBeTruthy();
    expect(screen.getByText(/You created 2 stories while browsing anonymously/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Save to My Account' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.queryByRole('button', { name: 'Retry Failed' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save to My Account' }));
  });

  it("while working the save button reads 'Saving...' and is disabled; with no stories it is disabled too", () => {
    render(<SaveYourStoriesDialog />);
    openWith({ working: true });
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    openWith({ storyCount: 0 });
    expect(
      (screen.getByRole('button', { name: 'Save to My Account' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("shows progress as 'x of y complete (n failed)' and enables Retry Failed when some failed", () => {
    render(<SaveYourStoriesDialog />);
    openWith({
      progress: { total: 3, completed: 2, failed: 1, inProgress: false },
      failedCount: 1,
    });
    expect(screen.getByText('2 of 3 complete (1 failed)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Migration progress' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Retry Failed' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it("Skip closes the dialog with the toast 'You can migrate your stories later from the Settings page', shown 5 s like every migration toast", () => {
    render(<SaveYourStoriesDialog />);
    openWith({});
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'You can migrate your stories later from the Settings page',
    ]);
    expect(useToastStore.getState().toasts[0]?.durationMs).toBe(5000);
  });

  it('keeps saying how many stories were created while they move (not the ones left)', () => {
    render(<SaveYourStoriesDialog />);
    openWith({
      storyCount: 0,
      working: true,
      progress: { total: 2, completed: 1, failed: 0, inProgress: true },
    });
    expect(screen.getByText(/You created 2 stories while browsing anonymously/)).toBeTruthy();
    expect(screen.getByText('1 of 2 complete (0 failed)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry Failed' })).toBeNull();
  });

  it('Escape skips too', () => {
    render(<SaveYourStoriesDialog />);
    openWith({ storyCount: 1 });
    expect(screen.getByText(/You created 1 story while browsing/)).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("Save without a signed-in user toasts 'You must be signed in to migrate stories' and keeps the dialog", async () => {
    render(<SaveYourStoriesDialog />);
    openWith({});
    fireEvent.click(screen.getByRole('button', { name: 'Save to My Account' }));
    await vi.waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
        'You must be signed in to migrate stories',
      ]),
    );
    expect(useToastStore.getState().toasts[0]?.durationMs).toBe(5000);
    await vi.waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Save to My Account' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
