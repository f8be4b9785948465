import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { getDb } from '@/offline/db';
import { setOfflineLogSink } from '@/offline/offline-log';
import { useStory } from '@/offline/repositories/use-story';
import { useStories } from '@/offline/repositories/use-stories';
import { useStorySegments } from '@/offline/repositories/use-story-segments';
import { useUnsyncedOperationCount } from '@/offline/repositories/use-unsynced-operation-count';
import { saveStory } from '@/offline/repositories/save-story';

const sink = { warn: vi.fn(), error: vi.fn() };

beforeAll(() => setOfflineLogSink(sink));
afterAll(() => setOfflineLogSink(console));

function loggedMessages(): string[] {
  return sink.error.mock.calls.map(([message]) => message as string);
}

describe('reads of the device store (docs/product.md §8: failed reads are logged in the store messages)', () => {
  it('answer normally while the store works, logging nothing', async () => {
    const story = await saveStory(getDb(), { title: 'The Fox', user_id: 'user-1' });
    const { result } = renderHook(() => useStory(story.id));
    await waitFor(() => expect(result.current?.title).toBe('The Fox'));
    expect(sink.error).not.toHaveBeenCalled();
  });

  it('log get, get all and query-by-index failures with the store named', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getDb().close();
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);
    try {
      const hooks: Array<() => unknown> = [
        () => useStory('missing'),
        () => useStories(null),
        () => useStories('user-1'),
        () => useStorySegments('missing'),
        () => useUnsyncedOperationCount(),
      ];
      for (const hook of hooks) {
        try {
          renderHook(hook);
        } catch {
          // The page's error boundary would take the rethrown error; here only the log matters.
        }
      }
      await waitFor(() =>
        expect(new Set(loggedMessages())).toEqual(
          new Set([
            'Failed to get item from stories',
            'Failed to get all items from stories',
            'Failed to query stories by index',
            'Failed to query story_segments by index',
            'Failed to query operation_queue by index',
          ]),
        ),
      );
    } finally {
      window.removeEventListener('error', swallow);
      vi.restoreAllMocks();
    }
  });
});
