// The sync engine's pull against the real local stack, in Node with fake-indexeddb: another
// device's new, changed and deleted rows, paging past a page of changes, and a sync with nothing new.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { saveStory } from '../../src/offline/repositories/save-story';
import { deleteStory } from '../../src/offline/repositories/delete-story';
import { saveSegment } from '../../src/offline/repositories/save-segment';
import { updateSegment } from '../../src/offline/repositories/update-segment';
import { PULL_PAGE_SIZE } from '../../src/offline/sync/pull-remote-changes';
import { createNodeSupabaseClient, createSyncDevice } from './support/create-sync-device';
import { isPull, SYNC_PASSWORD, syncThroughFaultProxy } from './support/sync-through-fault-proxy';

const setting = syncThroughFaultProxy();
const { stack, sql, newUser } = setting;
describe('sync pull against the local stack', () => {
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

    const laptop = await createSyncDevice(setting.proxy.url, stack.anonKey, {
      email,
      password: SYNC_PASSWORD,
    });
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

    const reader = await createSyncDevice(setting.proxy.url, stack.anonKey, {
      email,
      password: SYNC_PASSWORD,
    });
    setting.proxy.reset();
    expect(await reader.engine.sync()).toMatchObject({ success: true });
    const pulled = await reader.db.story_segments.where('story_id').equals(story.id).toArray();
    expect(new Set(pulled.map((part) => part.sequence_number)).size).toBe(parts);
    expect(setting.proxy.requests.filter(isPull)).toHaveLength(2);

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

    const reader = await createSyncDevice(setting.proxy.url, stack.anonKey, {
      email,
      password: SYNC_PASSWORD,
    });
    expect(await reader.engine.sync()).toMatchObject({ success: true });
    expect(await reader.db.story_segments.where('story_id').equals(story.id).count()).toBe(1);
    setting.proxy.reset();
    expect(await reader.engine.sync()).toMatchObject({ success: true });
    expect(
      setting.proxy.requests.filter((request) => request.path.startsWith('/rest/v1/')),
    ).toEqual([{ method: 'POST', path: '/rest/v1/rpc/pull_story_changes' }]);
  });
});
