// The migration dialog follows the session whenever it changes: a session known only after stories
// were written in the tab adopts them (queued, owned), and the dialog offers what was made without
// an account since it last asked, on the real device store (fake-indexeddb).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';

vi.mock('@/lib/supabase-client', () => ({
  getSupabaseClient: async () => ({
    auth: {
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
      getSession: async () => ({ data: { session: null } }),
    },
  }),
}));

const reader = { id: '0d8c6f2e-3b7a-4e21-9c55-2f1e8a6b4d70', email: 'reader@example.test' } as User;

// Tab state (what was written before the session was known) lives for the page: each test is a fresh page.
async function openPage() {
  vi.resetModules();
  const [migration, session, db, saveStory, saveSegment] = await Promise.all([
    import('@/features/migration'),
    import('@/lib/session'),
    import('@/offline/db'),
    import('@/offline/repositories/save-story'),
    import('@/offline/repositories/save-segment'),
  ]);
  render(<migration.SaveYourStoriesDialog />);
  const write = async (title: string) => {
    const story = await saveStory.saveStory(db.getDb(), { title, user_id: null });
    await saveSegment.saveSegment(db.getDb(), {
      story_id: story.id,
      segment_text: `Once upon a time in ${title}`,
      sequence_number: 1,
    });
    return story.id;
  };
  const setSession = (status: 'signed-in' | 'signed-out') =>
    act(() =>
      session.useSessionStore.setState({
        status,
        user: status === 'signed-in' ? reader : null,
        accessToken: status === 'signed-in' ? 'token' : null,
      }),
    );
  return { db: db.getDb(), write, setSession };
}

beforeEach(async () => {
  localStorage.clear();
  const { getDb } = await import('@/offline/db');
  await Promise.all([
    getDb().stories.clear(),
    getDb().story_segments.clear(),
    getDb().operation_queue.clear(),
  ]);
});
afterEach(() => cleanup());

describe('a session that becomes known late', () => {
  it('adopts the owner-less stories this tab wrote while it did not know the reader, and queues them with their parts', async () => {
    const page = await openPage();
    const storyId = await page.write('The plane ride');
    expect(await page.db.operation_queue.count()).toBe(0);

    page.setSession('signed-in');

    await vi.waitFor(async () =>
      expect((await page.db.stories.get(storyId))?.user_id).toBe(reader.id),
    );
    const queued = await page.db.operation_queue.orderBy('createdAt').toArray();
    expect(queued.map((operation) => [operation.operationType, operation.targetTable])).toEqual([
      ['insert', 'stories'],
      ['insert', 'story_segments'],
    ]);
    expect(queued[0]?.payload).toMatchObject({ id: storyId, user_id: reader.id });
    // Adopted stories are the reader's: nothing is left for the dialog to offer.
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 15_000);

  it('leaves a visitor’s stories to the dialog: written while signed out, they are offered after signing in', async () => {
    const page = await openPage();
    page.setSession('signed-out');
    const storyId = await page.write('A visitor’s tale');

    page.setSession('signed-in');

    expect(
      await screen.findByRole('dialog', { name: 'Save Your Stories' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText(/You created 1 story while browsing anonymously/)).toBeTruthy();
    expect((await page.db.stories.get(storyId))?.user_id).toBeNull();
    expect(await page.db.operation_queue.count()).toBe(0);
  }, 15_000);
});

describe('the dialog asks about stories made since it last asked', () => {
  it('after a skip it stays away on the next start, and asks again once a new story is made without an account', async () => {
    const first = await openPage();
    first.setSession('signed-out');
    await first.write('Before the first question');
    first.setSession('signed-in');
    await screen.findByRole('dialog', { name: 'Save Your Stories' }, { timeout: 4000 });
    act(() => screen.getByRole('button', { name: 'Skip' }).click());
    cleanup();

    // A reload with the same sign-in and no new story: not asked again.
    const second = await openPage();
    second.setSession('signed-in');
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    // Signed out, a new story, signed in again: asked, and both stories are offered.
    const third = await openPage();
    third.setSession('signed-out');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await third.write('After the question');
    third.setSession('signed-in');
    await screen.findByRole('dialog', { name: 'Save Your Stories' }, { timeout: 4000 });
    expect(screen.getByText(/You created 2 stories while browsing anonymously/)).toBeTruthy();
  }, 15_000);
});
