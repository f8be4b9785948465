// The sync engine against the real local stack (PostgreSQL + PostgREST + auth), in Node with
// fake-indexeddb: replay of 1,000 operations, lost answers, a 5xx mid-run, conflicts and pull.
import 'fake-indexeddb/auto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { saveStory } from '../../src/offline/repositories/save-story';
import { updateStory } from '../../src/offline/repositories/update-story';
import { deleteStory } from '../../src/offline/repositories/delete-story';
import { saveSegment } from '../../src/offline/repositories/save-segment';
import { updateSegment } from '../../src/offline/repositories/update-segment';
import { PULL_PAGE_SIZE } from '../../src/offline/sync/pull-remote-changes';
import type { SyncEvent } from '../../src/offline/sync/sync-events';
import {
  createNodeSupabaseClient,
  createSyncDevice,
  uniqueEmail,
  type SyncDevice,
} from './support/create-sync-device';
import { startFaultProxy, type FaultProxy } from './support/start-fault-proxy';

const stack = inject('stack');
const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });
const password = 'correct horse battery staple';
let proxy: FaultProxy;

const isPull = (request: { method: string; path: string }) =>
  request.method === 'POST' && request.path === '/rest/v1/rpc/pull_story_changes';

const isUpsert = (table: string) => (request: { method: string; path: string }) =>
  request.method === 'POST' && request.path.startsWith(`/rest/v1/${table}?`);

async function serverRows(device: SyncDevice, table: 'stories' | 'story_segments', ids: string[]) {
  const rows: Array<Record<string, unknown>> = [];
  for (let start = 0; start < ids.length; start += 100) {
    const { data, error } = await device.client
      .from(table)
      .select('*')
      .in('id', ids.slice(start, start + 100));
    if (error) throw new Error(error.message);
    rows.push(...(data as Array<Record<string, unknown>>));
  }
  return rows;
}

async function newUser(label: string, options: Parameters<typeof createSyncDevice>[3] = {}) {
  const email = uniqueEmail(label);
  const device = await createSyncDevice(
    proxy.url,
    stack.anonKey,
    { email, password, signUp: true },
    options,
  );
  return { email, device };
}

beforeAll(async () => {
  proxy = await startFaultProxy(stack.url);
});

afterAll(async () => {
  await proxy.close();
  await sql.end();
});

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
    proxy.reset();

    const result = await device.engine.sync();

    expect(result).toMatchObject({
      success: true,
      syncedStories: 100,
      syncedSegments: 400,
      conflicts: 0,
      errors: [],
    });
    expect(await device.db.operation_queue.count()).toBe(0);
    const restRequests = proxy.requests.filter((request) => request.path.startsWith('/rest/v1/'));
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
    proxy.reset();
    proxy.dropResponse(isUpsert('story_segments'));

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
    expect(proxy.requests.filter(isUpsert('story_segments'))).toHaveLength(1);
  });

  it('a 5xx in the middle of a run resumes where it stopped, without resending finished batches', async () => {
    const { device } = await newUser('five-hundred', { batchSize: 10, random: () => 0 });
    const ids: string[] = [];
    for (let s = 0; s < 50; s += 1)
      ids.push(
        (await saveStory(device.db, { title: `Batch story ${s}`, user_id: device.userId })).id,
      );
    proxy.reset();
    let upserts = 0;
    proxy.failWith(503, (request) => isUpsert('stories')(request) && ++upserts === 3);

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
    proxy.reset();
    const second = await device.engine.sync();
    expect(second).toMatchObject({ success: true, syncedStories: 30 });
    expect(proxy.requests.filter(isUpsert('stories'))).toHaveLength(3);
    expect(await serverRows(device, 'stories', ids)).toHaveLength(50);
    device.engine.dispose();
  });

  it('a conflicting server edit resolves per strategy: timestamp keeps the later edit, client_wins the device', async () => {
    const { email, device } = await newUser('conflict');
    const story = await saveStory(device.db, { title: 'Original', user_id: device.userId });
    await device.engine.sync();
    const other = await createSyncDevice(proxy.url, stack.anonKey, { email, password });

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
      proxy.url,
      stack.anonKey,
      { email, password },
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

  it('pull brings another device’s new, changed and deleted rows, with who wrote each part', async () => {
    const { email, device: phone } = await newUser('pull');
    const kept = await saveStory(phone.db, { title: 'Kept', user_id: phone.userId });
    const doomed = await saveStory(phone.db, { title: 'Doomed', user_id: phone.userId });
    const segment = await saveSegment(phone.db, {
      story_id: kept.id,
      segment_text: 'First draft',
      sequence_number: 1,
      written_by: 'device',
      writer_model: 'Pocket model',
    });
    await phone.engine.sync();

    const laptop = await createSyncDevice(proxy.url, stack.anonKey, { email, password });
    await laptop.engine.sync();
    expect((await laptop.db.stories.toArray()).map((story) => story.title).sort()).toEqual([
      'Doomed',
      'Kept',
    ]);
    // Who wrote the part travels with it, so the other device captions it the same.
    expect(await laptop.db.story_segments.get(segment.id)).toMatchObject({
      segment_text: 'First draft',
      written_by: 'device',
      writer_model: 'Pocket model',
    });

    await updateSegment(phone.db, segment.id, { segment_text: 'Second draft' });
    await deleteStory(phone.db, doomed.id);
    const added = await saveStory(phone.db, { title: 'Added later', user_id: phone.userId });
    await phone.engine.sync();
    await laptop.engine.sync();

    expect((await laptop.db.story_segments.get(segment.id))?.segment_text).toBe('Second draft');
    expect((await laptop.db.stories.get(doomed.id))?.deleted_at).toBeTruthy();
    expect((await laptop.db.stories.get(added.id))?.title).toBe('Added later');
    expect((await laptop.db.stories.toArray()).every((story) => story.is_synced)).toBe(true);

    const stranger = createNodeSupabaseClient(stack.url, stack.anonKey);
    const { data } = await stranger.from('stories').select('id').eq('id', kept.id);
    expect(data ?? []).toHaveLength(0);
  });

  it('pull pages through more than a page of changed rows without skipping or repeating any', async () => {
    const { email, device: writer } = await newUser('paging');
    const story = await saveStory(writer.db, { title: 'Very long', user_id: writer.userId });
    expect(await writer.engine.sync()).toMatchObject({ success: true });
    // Written by the reader's other device; the 21 around the end of the first page in one moment,
    // so the page ends among rows that share their updated_at.
    const parts = PULL_PAGE_SIZE + 120;
    await sql`
      insert into public.story_segments (id, story_id, segment_text, sequence_number, updated_at)
      select gen_random_uuid(), ${story.id}, 'Line ' || n, n,
             now() - interval '1 minute' + interval '1 ms' *
               case when abs(n - ${PULL_PAGE_SIZE}) <= 10 then ${PULL_PAGE_SIZE} else n end
        from generate_series(1, ${parts}) as n`;

    const reader = await createSyncDevice(proxy.url, stack.anonKey, { email, password });
    proxy.reset();
    expect(await reader.engine.sync()).toMatchObject({ success: true });
    const pulled = await reader.db.story_segments.where('story_id').equals(story.id).toArray();
    expect(new Set(pulled.map((part) => part.sequence_number)).size).toBe(parts);
    expect(proxy.requests.filter(isPull)).toHaveLength(2);

    // A second pull re-reads only the overlap window and changes nothing.
    expect(await reader.engine.sync()).toMatchObject({ success: true });
    expect(await reader.db.story_segments.count()).toBe(parts);
  });

  it('a sync with nothing changed asks the server once, for stories and parts together', async () => {
    const { email, device: writer } = await newUser('unchanged');
    const story = await saveStory(writer.db, {
      title: 'Written last week',
      user_id: writer.userId,
    });
    await saveSegment(writer.db, { story_id: story.id, segment_text: 'Once', sequence_number: 1 });
    await writer.engine.sync();
    // Older than the window every pull re-reads, as rows written on another day are.
    await sql`update public.story_segments set updated_at = updated_at - interval '1 day' where story_id = ${story.id}`;
    await sql`update public.stories set updated_at = updated_at - interval '1 day' where id = ${story.id}`;

    const reader = await createSyncDevice(proxy.url, stack.anonKey, { email, password });
    expect(await reader.engine.sync()).toMatchObject({ success: true });
    expect(await reader.db.story_segments.where('story_id').equals(story.id).count()).toBe(1);
    proxy.reset();
    expect(await reader.engine.sync()).toMatchObject({ success: true });
    expect(proxy.requests.filter((request) => request.path.startsWith('/rest/v1/'))).toEqual([
      { method: 'POST', path: '/rest/v1/rpc/pull_story_changes' },
    ]);
  });
});
