// @vitest-environment node
// The one-shot reads features use instead of Dexie tables: live records only, reading order, and the
// docs/product.md §8 store messages logged when the store fails.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  countLocalRecords,
  deleteSegment,
  deleteStory,
  readSegment,
  readStory,
  readStorySegments,
  saveSegment,
  saveStory,
  setOfflineLogSink,
} from '@/offline';
import { getDb } from '@/offline/db';

const sink = { warn: vi.fn(), error: vi.fn() };

beforeAll(() => setOfflineLogSink(sink));
afterAll(() => setOfflineLogSink(console));

describe('repository reads', () => {
  it('give a story and its live segments in reading order, leaving tombstones out', async () => {
    const story = await saveStory({ title: 'The Owl', user_id: 'user-1' });
    const second = await saveSegment({
      story_id: story.id,
      segment_text: 'Then',
      sequence_number: 2,
    });
    const first = await saveSegment({
      story_id: story.id,
      segment_text: 'Once',
      sequence_number: 1,
    });
    const gone = await saveSegment({
      story_id: story.id,
      segment_text: 'Cut',
      sequence_number: 3,
    });
    await deleteSegment(gone.id);

    expect((await readStory(story.id))?.title).toBe('The Owl');
    expect((await readStorySegments(story.id)).map((segment) => segment.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect((await readSegment(second.id))?.segment_text).toBe('Then');
    expect(await readSegment(gone.id)).toBeNull();
    expect(await readSegment('missing')).toBeNull();

    await deleteStory(story.id);
    expect(await readStory(story.id)).toBeNull();
    expect(sink.error).not.toHaveBeenCalled();
  });

  it('count what the device holds', async () => {
    const counts = await countLocalRecords();
    expect(counts.stories).toBeGreaterThan(0);
    expect(counts.segments).toBeGreaterThan(0);
    expect(counts.operations).toBeGreaterThan(0);
  });

  it('log docs/product.md §8 store message and still fail when the store is closed', async () => {
    getDb().close();
    await expect(readStory('any')).rejects.toThrow();
    await expect(readStorySegments('any')).rejects.toThrow();
    await expect(readSegment('any')).rejects.toThrow();
    await expect(countLocalRecords()).rejects.toThrow();
    expect(sink.error.mock.calls.map(([message]) => message)).toEqual([
      'Failed to get item from stories',
      'Failed to query story_segments by index',
      'Failed to get item from story_segments',
      'Failed to get all items from stories, story_segments and operation_queue',
    ]);
  });
});
