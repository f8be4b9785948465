// Publishing or unpublishing changes what Discover lists at once, through the page's one query
// cache: a Discover list on screen reads again, and one read a moment ago is not shown stale.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DISCOVER_SEARCH, useStoryPublishing } from '@/features/discover';
import { listPublicStoriesQueryOptions } from '@/features/discover/data/list-public-stories';
import { createQueryClient } from '@/lib/query-client';
import { readStory, saveStory } from '@/offline';

const server = vi.hoisted(() => ({ published: new Map<string, string>(), titles: new Map() }));
vi.mock('@/lib/supabase-client', async () => {
  const { fakeTableClient: tables } = await import('../../support/fake-table-client');
  const { client } = tables(() => ({ data: [] }));
  const discoverPage = () => ({
    stories: [...server.published].map(([id, publishedAt]) => ({
      id,
      title: server.titles.get(id),
      description: null,
      genre: null,
      target_age: null,
      segment_count: 1,
      like_count: 0,
      thumbnail_url: null,
      published_at: publishedAt,
      author_name: null,
    })),
    total: server.published.size,
    total_is_estimate: false,
    next: null,
    previous: null,
  });
  return {
    getSupabaseClient: async () =>
      Object.assign(client as object, {
        auth: { getSession: async () => ({ data: { session: { access_token: 'author-token' } } }) },
        rpc: (name: string, args: { _story_id: string }) => {
          if (name === 'unpublish_story') server.published.delete(args._story_id);
          const answer: Promise<unknown> & { retry?: () => unknown; abortSignal?: () => unknown } =
            Promise.resolve({
              data: name === 'discover_stories' ? discoverPage() : null,
              error: null,
            });
          return Object.assign(answer, { retry: () => answer, abortSignal: () => answer });
        },
      }),
    getSupabaseConnection: async () => ({
      supabaseUrl: 'http://stack.test',
      supabaseAnonKey: 'anon-key-of-the-stack',
    }),
  };
});

const discoverQuery = DEFAULT_DISCOVER_SEARCH;

function DiscoverList() {
  const stories = useQuery(listPublicStoriesQueryOptions(discoverQuery));
  if (!stories.data) return <p>Loading</p>;
  return (
    <ul aria-label="Discover">
      {stories.data.stories.map((story) => (
        <li key={story.id}>{story.title}</li>
      ))}
    </ul>
  );
}

function Author({ storyId }: { storyId: string }) {
  const publishing = useStoryPublishing(storyId);
  return (
    <>
      <button type="button" disabled={publishing.pending} onClick={publishing.publish}>
        Publish to Discover
      </button>
      <button type="button" disabled={publishing.pending} onClick={publishing.unpublish}>
        Unpublish
      </button>
    </>
  );
}

// On a CI machine busy with the build beside this run, a publish and the list's refetch can take
// longer than the default second.
const SLOW_MACHINE = { timeout: 5_000 };

async function listedTitles(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Discover' }, SLOW_MACHINE);
  return within(list)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const renderWith = (queryClient: QueryClient, ui: React.ReactNode) =>
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);

let storyId: string;
beforeEach(async () => {
  server.published.clear();
  const story = await saveStory({ title: 'The lantern keeper', user_id: 'author-1' });
  storyId = story.id;
  server.titles.set(storyId, story.title);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('http://stack.test/functions/v1/publish-story');
      const { story_id: id } = JSON.parse(init.body as string) as { story_id: string };
      server.published.set(id, '2026-11-24T03:00:00.000Z');
      return new Response(JSON.stringify({ published_at: '2026-11-24T03:00:00.000Z' }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useStoryPublishing and Discover', () => {
  it('a Discover list on screen shows the story once it is published and drops it once it is unpublished', async () => {
    renderWith(
      createQueryClient(),
      <>
        <DiscoverList />
        <Author storyId={storyId} />
      </>,
    );
    expect(await listedTitles()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Publish to Discover' }));
    await vi.waitFor(
      async () => expect(await listedTitles()).toEqual(['The lantern keeper']),
      SLOW_MACHINE,
    );
    expect(await readStory(storyId)).toMatchObject({
      is_public: true,
      published_at: '2026-11-24T03:00:00.000Z',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await vi.waitFor(async () => expect(await listedTitles()).toEqual([]), SLOW_MACHINE);
    expect(await readStory(storyId)).toMatchObject({ is_public: false, published_at: null });
  });

  it('Discover read a moment ago, before publishing, lists the story when it is opened again', async () => {
    const queryClient = createQueryClient();
    const discover = renderWith(queryClient, <DiscoverList />);
    expect(await listedTitles()).toEqual([]);
    discover.unmount();

    const author = renderWith(queryClient, <Author storyId={storyId} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish to Discover' }));
    await vi.waitFor(() => expect(server.published.has(storyId)).toBe(true), SLOW_MACHINE);
    await act(async () => {
      await vi.waitFor(
        async () => expect((await readStory(storyId))?.is_public).toBe(true),
        SLOW_MACHINE,
      );
    });
    author.unmount();

    renderWith(queryClient, <DiscoverList />);
    await vi.waitFor(
      async () => expect(await listedTitles()).toEqual(['The lantern keeper']),
      SLOW_MACHINE,
    );
  });
});
