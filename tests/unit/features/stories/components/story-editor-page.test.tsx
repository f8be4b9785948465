import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoryEditorPage } from '@/features/stories';
import type { LocalStory } from '@/offline/offline-records';
import type { StoryChanges } from '@/offline/repositories/update-story';

const repository = vi.hoisted(() => ({
  updateStory: vi.fn<(db: unknown, id: string, changes: StoryChanges) => Promise<void>>(),
}));
vi.mock('@/offline/repositories/update-story', () => ({ updateStory: repository.updateStory }));
vi.mock('@/offline/repositories/use-story', () => ({
  useStory: () =>
    ({ id: 'story-1', user_id: 'user-1', title: 'Old title', is_public: false }) as LocalStory,
}));
vi.mock('@/offline/repositories/use-story-segments', () => ({ useStorySegments: () => [] }));

const publishing = {
  synced: true,
  pending: false,
  refusal: null,
  asksParent: false,
  waiting: false,
  parentNote: null,
  publish: () => undefined,
  unpublish: () => undefined,
};

function renderEditor() {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <StoryEditorPage storyId="story-1" userId="user-1" publishing={publishing} />
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
}

async function renameTo(value: string) {
  renderEditor();
  fireEvent.change(await screen.findByLabelText('Title'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save title' }));
  await waitFor(() => expect(repository.updateStory).toHaveBeenCalledTimes(1));
  return repository.updateStory.mock.calls[0]?.[2];
}

beforeEach(() => repository.updateStory.mockReset().mockResolvedValue(undefined));
afterEach(cleanup);

describe('StoryEditorPage sanitises the title on save (docs/product.md §5)', () => {
  it('saves the title typed, apostrophes and & kept, without an img onerror or a script', async () => {
    expect(
      await renameTo(
        ` Tom's "Big" Day & Night <img src=x onerror=alert(1)><script>alert(2)</script> `,
      ),
    ).toEqual({
      title: `Tom's "Big" Day & Night`,
    });
  });

  it('falls back to Untitled story when the title was only markup', async () => {
    expect(await renameTo('<img src=x onerror=alert(1)>')).toEqual({ title: 'Untitled story' });
  });
});

describe('StoryEditorPage publishes only the title the server holds', () => {
  it('keeps Publish to Discover off while a typed title is unsaved or still saving', async () => {
    let finish: () => void = () => undefined;
    repository.updateStory.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderEditor();
    const publish = (await screen.findByRole('button', {
      name: 'Publish to Discover',
    })) as HTMLButtonElement;
    expect(publish.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'The killer kite' } });
    expect(publish.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save title' }));
    await waitFor(() => expect(repository.updateStory).toHaveBeenCalledTimes(1));
    expect(publish.disabled).toBe(true);
    finish();
    await waitFor(() => expect(publish.disabled).toBe(false));
  });
});
