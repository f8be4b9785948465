// Publishing in a child's profile (issue #26): a story written in the child's profile asks a parent
// (a publish_requests row) instead of calling publish-story, the story then says it waits, a decline
// is told kindly, and a story outside the open child's profile is never published from it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER_PROFILE_REFUSAL } from '@/features/discover/hooks/use-story-publishing';
import { useStoryPublishing } from '@/features/discover';
import { setActiveChild } from '@/lib/active-profile';
import { createQueryClient } from '@/lib/query-client';
import { saveStory } from '@/offline';
import type { TableCall } from '../../support/fake-table-client';
import { MIA } from '../../support/family-children';

const server = vi.hoisted(() => ({
  state: null as string | null,
  calls: [] as TableCall[],
}));
vi.mock('@/lib/supabase-client', async () => {
  const { fakeTableClient } = await import('../../support/fake-table-client');
  const { client, calls } = fakeTableClient((call) => {
    if (call.steps.some(([method]) => method === 'upsert')) server.state = 'requested';
    return { data: server.state ? { state: server.state } : null };
  });
  server.calls = calls;
  return { getSupabaseClient: async () => client };
});

function Story({ storyId }: { storyId: string }) {
  const publishing = useStoryPublishing(storyId);
  return (
    <>
      <button type="button" disabled={publishing.waiting} onClick={publishing.publish}>
        {publishing.asksParent ? 'Ask to publish' : 'Publish to Discover'}
      </button>
      <p>{publishing.parentNote}</p>
      <p role="alert">{publishing.refusal}</p>
    </>
  );
}

const renderStory = (storyId: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Story storyId={storyId} />
    </QueryClientProvider>,
  );

describe('publishing in a child’s profile', () => {
  beforeEach(() => {
    localStorage.clear();
    server.state = null;
    server.calls.length = 0;
    setActiveChild('parent-1', MIA);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new Error('publish-story must not be called for a child’s story');
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks a parent, and the story says it waits for a grown-up’s yes', async () => {
    const story = await saveStory({
      title: 'The owl',
      user_id: 'parent-1',
      child_profile_id: MIA.id,
    });
    renderStory(story.id);
    // The device store opens on the first read, which can take seconds on a busy machine.
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ask to publish' }, { timeout: 10_000 }),
    );
    expect(
      await screen.findByText('Waiting for a grown-up’s yes. Your story stays private until then.'),
    ).toBeTruthy();
    const upsert = server.calls.find((call) => call.steps[0]?.[0] === 'upsert')!;
    expect(upsert.steps[0]).toEqual([
      'upsert',
      { user_id: 'parent-1', story_id: story.id, child_profile_id: MIA.id, state: 'requested' },
      { onConflict: 'story_id' },
    ]);
    expect(screen.getByRole('button', { name: 'Ask to publish' })).toHaveProperty('disabled', true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells the child kindly when a grown-up said not yet', async () => {
    server.state = 'declined';
    const story = await saveStory({
      title: 'The mole',
      user_id: 'parent-1',
      child_profile_id: MIA.id,
    });
    renderStory(story.id);
    expect(
      await screen.findByText(
        'A grown-up said not yet, so your story stays private, just for you. You can keep writing it and ask again.',
      ),
    ).toBeTruthy();
  });

  it('never publishes a story outside the open child’s profile', async () => {
    const story = await saveStory({ title: 'The parent’s own', user_id: 'parent-1' });
    renderStory(story.id);
    expect(await screen.findByText(OTHER_PROFILE_REFUSAL)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish to Discover' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(server.calls.filter((call) => call.table === 'publish_requests')).toEqual([]);
  });
});
