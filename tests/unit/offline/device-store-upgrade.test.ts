// A device that stored stories before the store's version 2 (which dropped the boolean indexes
// IndexedDB never filled) keeps every story, part and unsent change when the app opens it again.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { createStoryCanvasDb } from '@/offline/db';

const VERSION_1_STORES = {
  stories: 'id, user_id, is_completed, is_synced, updated_at',
  story_segments: 'id, story_id, is_end, is_synced, sequence_number',
  operation_queue: 'id, status, targetTable, createdAt',
};

describe('the device store upgrade', () => {
  it('keeps the stories, parts and queued changes a version 1 device held', async () => {
    const name = `StoryCanvasDB-upgrade-${Math.random().toString(36).slice(2)}`;
    const before = new Dexie(name);
    before.version(1).stores(VERSION_1_STORES);
    await before.table('stories').put({
      id: 'story-1',
      user_id: 'reader',
      title: 'The Fox and the Moon',
      is_completed: false,
      is_synced: false,
      updated_at: '2026-11-26T10:00:00.000Z',
    });
    await before.table('story_segments').bulkPut([
      { id: 'part-2', story_id: 'story-1', sequence_number: 2, is_end: true, is_synced: true },
      { id: 'part-1', story_id: 'story-1', sequence_number: 1, is_end: false, is_synced: false },
    ]);
    await before.table('operation_queue').put({
      id: 'op-1',
      status: 'pending',
      targetTable: 'stories',
      createdAt: 1,
    });
    before.close();

    const after = createStoryCanvasDb(name);
    await after.open();
    expect(after.verno).toBe(2);
    expect(await after.stories.get('story-1')).toMatchObject({
      title: 'The Fox and the Moon',
      is_synced: false,
    });
    const parts = await after.story_segments
      .where('story_id')
      .equals('story-1')
      .sortBy('sequence_number');
    expect(parts.map((part) => [part.id, part.is_synced])).toEqual([
      ['part-1', false],
      ['part-2', true],
    ]);
    expect(await after.operation_queue.where('status').equals('pending').count()).toBe(1);
    after.close();
  });
});
