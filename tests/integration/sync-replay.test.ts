// The sync engine against the real local stack (PostgreSQL + PostgREST + auth), in Node with
// fake-indexeddb: replay of 1,000 operations, lost answers, a 5xx mid-run and conflicts.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { saveStory } from '../../src/offline/repositories/save-story';
import { updateStory } from '../../src/offline/repositories/update-story';
import { saveSegment } from '../../src/offline/repositories/save-segment';
import { updateSegment } from '../../src/offline/repositories/update-segment';
import type { SyncEvent } from '../../src/offline/sync/sync-events';
import { createSyncDevice } from './support/create-sync-device';
import {
  isUpsert,
  serverRows,
  SYNC_PASSWORD,
  syncThroughFaultProxy,
} from './support/sync-through-fault-proxy';

const setting = syncThroughFaultProxy();
const { stack, newUser } = setting;
describe('sync engine against the local stack', () => {
  it('replays 1,000 queued operations in batches and converges with few requests', async () => {
    const { device } = await newUser('thousand');
    const storyIds: string[] = [];
    const segmentIds: string[] = [];
    for (let s = 0; s < 100; s += 1) {
      const story = await saveStory(device.db, { title: `Story ${s}`, user_id: device.userId });
      await updateStory(device.db, story.id, { title: `Story ${s} (edited)` });
      storyIds.push(story.id);
      for (let n = 1; n <= 4; n += 1) {
        const segment = await saveSegment(device.db, {
          story_id: story.id,
          segment_text: `Part ${n}`,
          sequence_number: n,
        });
        await updateSegment(device.db, segment.id, {
          segment_text: `Part ${n} revised`,
          is_end: n === 4,
        });
        segmentIds.push(segment.id);
      }
    }
    expect(await device.db.operation_queue.count()).toBe(1000);
    setting.proxy.reset();

    const result = await device.engine.sync();

    expect(result).toMatchObject({
      success: true,
      syncedStories: 100,
      syncedSegments: 400,
      conflicts: 0,
      errors: [],
    });
    expect(await device.db.operation_queue.count()).toBe(0);
    const restRequests = setting.proxy.requests.filter((request) =>
      request.path.startsWith('/rest/v1/'),
    );
    // 1,000 operations: 4 story batches + 16 segment batches, one read and one write each, plus the pull.
    expect(restRequests.length).toBeLessThanOrEqual(44);
    const stories = await serverRows(device, 'stories', storyIds);
    expect(stories).toHaveLength(100);
    expect(
      stories.every(
        (row) => String(row.title).endsWith('(edited)') && row.user_id === device.userId,
      ),
    ).toBe(true);
    // segment_count is the server's own (a trigger); the device never overwrites it.
    expect(stories.every((row) => row.segment_count === 4)).toBe(true);
    const segments = await serverRows(device, 'story_segments', segmentIds);
    expect(segments).toHaveLength(400);
    expect(segments.filter((row) => row.is_end)).toHaveLength(100);
    expect(segments.every((row) => String(row.segment_text).endsWith('revised'))).toBe(true);
    expect((await device.db.stories.toArray()).every((story) => story.is_synced)).toBe(true);
  });

  it('a lost answer after the server committed does not duplicate on replay', async () => {
    const { device } = await newUser('lost');
    const story = await saveStory(device.db, { title: 'Lost answer', user_id: device.userId });
    const segments = [];
    for (let n = 1; n <= 3; n += 1)
      segments.push(
        await saveSegment(device.db, {
          story_id: story.id,
          segment_text: `Line ${n}`,
          sequence_number: n,
        }),
      );
    setting.proxy.reset();
    setting.proxy.dropResponse(isUpsert('story_segments'));

    const first = await device.engine.sync();
    expect(first.success).toBe(false);
    expect(
      (await device.db.operation_queue.toArray()).every(
        (op) => op.status === 'failed' && op.retryCount === 0,
      ),
    ).toBe(true);
    expect(
      await serverRows(
        device,
        'story_segments',
        segments.map((segment) => segment.id),
      ),
    ).toHaveLength(3);

    const second = await device.engine.sync();
    expect(second).toMatchObject({ success: true, syncedSegments: 3 });
    expect(await device.db.operation_queue.count()).toBe(0);
    const { data } = await device.client
      .from('story_segments')
      .select('id')
      .eq('story_id', story.id);
    expect(data).toHaveLength(3);
    expect(setting.proxy.requests.filter(isUpsert('story_segments'))).toHaveLength(1);
  });

  it('a 5xx in the middle of a run resumes where it stopped, without resending finished batches', async () => {
    const { device } = await newUser('five-hundred', { batchSize: 10, random: () => 0 });
    const ids: string[] = [];
    for (let s = 0; s < 50; s += 1)
      ids.push(
        (await saveStory(device.db, { title: `Batch story ${s}`, user_id: device.userId })).id,
      );
    setting.proxy.reset();
    let upserts = 0;
    setting.proxy.failWith(503, (request) => isUpsert('stories')(request) && ++upserts === 3);

    const first = await device.engine.sync();
    expect(first).toMatchObject({ success: false, syncedStories: 20 });
    expect(await serverRows(device, 'stories', ids)).toHaveLength(20);
    // The failed batch's retry is due half a second later (random 0): on a loaded machine it may already
    // be back to pending here, so the batch is found by its one failed attempt and its error.
    const failed = await device.db.operation_queue.filter((op) => op.retryCount === 1).toArray();
    expect(failed).toHaveLength(10);
    expect(failed.every((op) => ['failed', 'pending'].includes(op.status) && !!op.error)).toBe(
      true,
    );

    await expect
      .poll(async () => device.db.operation_queue.where('status').equals('failed').count(), {
        timeout: 5000,
      })
      .toBe(0);
    setting.proxy.reset();
    const second = await device.engine.sync();
    expect(second).toMatchObject({ success: true, syncedStories: 30 });
    expect(setting.proxy.requests.filter(isUpsert('stories'))).toHaveLength(3);
    expect(await serverRows(device, 'stories', ids)).toHaveLength(50);
    device.engine.dispose();
  });

  it('a conflicting server edit resolves per strategy: timestamp keeps the later edit, client_wins the device', async () => {
    const { email, device } = await newUser('conflict');
    const story = await saveStory(device.db, { title: 'Original', user_id: device.userId });
    await device.engine.sync();
    const other = await createSyncDevice(setting.proxy.url, stack.anonKey, {
      email,
      password: SYNC_PASSWORD,
    });

    await updateStory(device.db, story.id, { title: 'Edited on the phone' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = new Date().toISOString();
    await other.client
      .from('stories')
      .update({ title: 'Edited on the laptop', updated_at: later })
      .eq('id', story.id);

    const events: SyncEvent['type'][] = [];
    device.engine.subscribe((event) => events.push(event.type));
    const result = await device.engine.sync();
    expect(result).toMatchObject({ success: true, conflicts: 1 });
    expect(events).toEqual([
      'sync_started',
      'conflict_detected',
      'conflict_resolved',
      'sync_completed',
    ]);
    expect((await device.db.stories.get(story.id))?.title).toBe('Edited on the laptop');

    const stubborn = await createSyncDevice(
      setting.proxy.url,
      stack.anonKey,
      { email, password: SYNC_PASSWORD },
      { rules: { strategy: 'client_wins' } },
    );
    await stubborn.engine.sync();
    await updateStory(stubborn.db, story.id, { title: 'Phone insists' });
    await other.client
      .from('stories')
      .update({ title: 'Laptop again', updated_at: new Date(Date.now() + 60_000).toISOString() })
      .eq('id', story.id);
    expect(await stubborn.engine.sync()).toMatchObject({ success: true, conflicts: 1 });
    expect((await serverRows(stubborn, 'stories', [story.id]))[0]?.title).toBe('Phone insists');
  });
});
