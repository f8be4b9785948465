import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStory } from '@/offline/repositories/save-story';
import { updateStory } from '@/offline/repositories/update-story';
import { deleteStory } from '@/offline/repositories/delete-story';
import { saveSegment } from '@/offline/repositories/save-segment';
import { updateSegment } from '@/offline/repositories/update-segment';
import { deleteSegment } from '@/offline/repositories/delete-segment';
import { findAnonymousStories, readAnonymousStoryIds } from '@/offline/anonymous-stories';
import { readStorageHealth } from '@/offline/storage-health';
import { STORAGE_FULL_MESSAGE } from '@/offline/detect-quota-error';
import type { StoryCanvasDB } from '@/offline/db';
import { createTestDb } from '../support/create-test-db';

let db: StoryCanvasDB;

beforeEach(() => {
  db = createTestDb();
  localStorage.clear();
});

describe('story and segment repositories', () => {
  it('a signed-in user’s story and its insert operation are written together; is_synced starts false', async () => {
    const story = await saveStory(db, { title: 'The Fox', user_id: 'user-1' });
    expect(await db.stories.get(story.id)).toMatchObject({
      title: 'The Fox',
      is_synced: false,
      user_id: 'user-1',
    });
    const [op] = await db.operation_queue.toArray();
    expect(op).toMatchObject({
      operationType: 'insert',
      targetTable: 'stories',
      recordId: story.id,
      status: 'pending',
    });
    expect(op!.payload).not.toHaveProperty('is_synced');
  });

  it('every update moves updated_at forward and queues an update with the changed columns', async () => {
    const story = await saveStory(db, { title: 'A', user_id: 'user-1' });
    await db.stories.update(story.id, { is_synced: true });
    await updateStory(db, story.id, { title: 'B' });
    await updateStory(db, story.id, { title: 'C' });
    const stored = (await db.stories.get(story.id))!;
    expect(stored.title).toBe('C');
    expect(stored.is_synced).toBe(false);
    expect(Date.parse(stored.updated_at)).toBeGreaterThan(Date.parse(story.updated_at));
    const updates = (await db.operation_queue.orderBy('createdAt').toArray()).filter(
      (op) => op.operationType === 'update',
    );
    expect(updates.map((op) => op.payload.title)).toEqual(['B', 'C']);
    expect(updates[1]!.payload.updated_at).toBe(stored.updated_at);
  });

  it('a failing write leaves neither the row nor its operation behind, and is logged in the spec’s words', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const story = await saveStory(db, { title: 'A', user_id: 'user-1' });
    await expect(
      saveSegment(db, { id: story.id, story_id: 'missing', segment_text: 'x', sequence_number: 1 }),
    ).rejects.toThrow('Story missing not found');
    expect(await db.story_segments.count()).toBe(0);
    expect(await db.operation_queue.count()).toBe(1);
    expect(logged).toHaveBeenCalledWith('Failed to add item to story_segments', expect.any(Error));
    logged.mockRestore();
  });

  it('segments: save, update and delete (a tombstone) each queue their operation', async () => {
    const story = await saveStory(db, { title: 'A', user_id: 'user-1' });
    const segment = await saveSegment(db, {
      story_id: story.id,
      segment_text: 'Once upon a time',
      sequence_number: 1,
    });
    expect(segment.word_count).toBe(4);
    await updateSegment(db, segment.id, { is_end: true });
    await deleteSegment(db, segment.id);
    expect((await db.story_segments.get(segment.id))?.deleted_at).toBeTruthy();
    const types = (
      await db.operation_queue.where('targetTable').equals('story_segments').toArray()
    ).map((op) => op.operationType);
    expect(types.sort()).toEqual(['delete', 'insert', 'update']);
  });

  it('deleting a signed-in user’s story tombstones it and its segments and queues their deletes', async () => {
    const story = await saveStory(db, { title: 'A', user_id: 'user-1' });
    const segment = await saveSegment(db, {
      story_id: story.id,
      segment_text: 'x',
      sequence_number: 1,
    });
    await deleteStory(db, story.id);
    expect((await db.stories.get(story.id))?.deleted_at).toBeTruthy();
    expect((await db.story_segments.get(segment.id))?.deleted_at).toBeTruthy();
    const operations = (await db.operation_queue.toArray())
      .map((op) => `${op.targetTable}:${op.operationType}`)
      .sort();
    expect(operations).toEqual([
      'stories:delete',
      'stories:insert',
      'story_segments:delete',
      'story_segments:insert',
    ]);
  });

  it('a visitor’s story stays local: no operation, listed under anonymous_story_ids and found although null is not indexed', async () => {
    const story = await saveStory(db, { title: 'Visitor tale' });
    await saveSegment(db, { story_id: story.id, segment_text: 'Hello', sequence_number: 1 });
    expect(await db.operation_queue.count()).toBe(0);
    expect(readAnonymousStoryIds()).toEqual([story.id]);
    expect(JSON.parse(localStorage.getItem('anonymous_story_metadata')!)).toEqual({
      [story.id]: { title: 'Visitor tale', created_at: story.created_at },
    });
    localStorage.clear();
    expect((await findAnonymousStories(db)).map((found) => found.id)).toEqual([story.id]);
    await deleteStory(db, story.id);
    expect(await db.stories.count()).toBe(0);
    expect(await db.story_segments.count()).toBe(0);
  });

  it('a full disk becomes visible state in plain words and nothing already saved is lost', async () => {
    const kept = await saveStory(db, { title: 'Kept', user_id: 'user-1' });
    const quota = Object.assign(new Error('AbortError'), {
      name: 'AbortError',
      inner: new DOMException('quota', 'QuotaExceededError'),
    });
    const spy = vi.spyOn(db.stories, 'add').mockRejectedValueOnce(quota);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(saveStory(db, { title: 'Too much', user_id: 'user-1' })).rejects.toThrow(
      STORAGE_FULL_MESSAGE,
    );
    spy.mockRestore();
    expect(logged).toHaveBeenCalledWith('Failed to add item to stories', expect.anything());
    logged.mockRestore();
    expect(readStorageHealth()).toEqual({ full: true, message: STORAGE_FULL_MESSAGE });
    expect((await db.stories.toArray()).map((story) => story.id)).toEqual([kept.id]);
    expect(await db.operation_queue.count()).toBe(1);
    await saveStory(db, { title: 'Room again', user_id: 'user-1' });
    expect(readStorageHealth().full).toBe(false);
  });

  it('asks for persistent storage after the first story is saved', async () => {
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', {
      value: { persist, persisted: async () => false },
      configurable: true,
    });
    await saveStory(db, { title: 'First' });
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
  });
});
