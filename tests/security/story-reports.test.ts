// Reports of published stories: a reader adds only their own (once per story, a bounded note, no
// say over its status), only admins read them, and only an admin or the author unpublishes a story:
// another user can neither call unpublish_story on it nor write is_public through PostgREST.
import { beforeAll, describe, expect, it } from 'vitest';
import { publishAsService } from '../integration/support/publish-as-service.ts';
import {
  ADMIN_EMAIL,
  serviceClient,
  signUpTestUser,
  visitorClient,
  type TestUser,
} from '../integration/support/test-users.ts';

describe('story reports and unpublishing', () => {
  let author: TestUser;
  let reader: TestUser;
  let troll: TestUser;
  let admin: TestUser;
  const storyId = crypto.randomUUID();

  const isListed = async () =>
    ((await visitorClient().from('public_stories').select('id').eq('id', storyId)).data ?? [])
      .length === 1;

  beforeAll(async () => {
    [author, reader, troll, admin] = await Promise.all([
      signUpTestUser('report-author'),
      signUpTestUser('report-reader'),
      signUpTestUser('report-troll'),
      signUpTestUser('admin', ADMIN_EMAIL),
    ]);
    const created = await author.client
      .from('stories')
      .insert({ id: storyId, user_id: author.user.id, title: 'The lantern', target_age: '7-9' });
    expect(created.error).toBeNull();
    await publishAsService(storyId);
  });

  it('a reader reports once, as themselves, with a reason from the list and a bounded note', async () => {
    const report = { story_id: storyId, reason: 'violence', note: 'Too scary for my son' };
    expect((await reader.client.from('story_reports').insert(report)).error).toBeNull();
    expect((await reader.client.from('story_reports').insert(report)).error?.code).toBe('23505');
    expect((await visitorClient().from('story_reports').insert(report)).error?.code).toBe('42501');
    const forged = await troll.client
      .from('story_reports')
      .insert({ ...report, reporter_id: reader.user.id });
    expect(forged.error?.code).toBe('42501');
    const handled = await troll.client
      .from('story_reports')
      .insert({ ...report, status: 'handled' });
    expect(handled.error?.code).toBe('42501');
    const unknown = await troll.client
      .from('story_reports')
      .insert({ ...report, reason: 'i-just-dislike-it' });
    expect(unknown.error?.code).toBe('23514');
    const long = await troll.client
      .from('story_reports')
      .insert({ ...report, note: 'x'.repeat(501) });
    expect(long.error?.code).toBe('23514');
  });

  it('a private story cannot be reported, and a reporter sends at most 20 reports a day', async () => {
    const privateStory = crypto.randomUUID();
    await author.client
      .from('stories')
      .insert({ id: privateStory, user_id: author.user.id, title: 'Hidden' });
    const refused = await troll.client
      .from('story_reports')
      .insert({ story_id: privateStory, reason: 'other' });
    expect(refused.error?.code).toBe('42501');

    const ids = Array.from({ length: 21 }, () => crypto.randomUUID());
    const made = await serviceClient()
      .from('stories')
      .insert(ids.map((id) => ({ id, title: 'Flood', is_public: true })));
    expect(made.error).toBeNull();
    for (const id of ids.slice(0, 20))
      expect(
        (await troll.client.from('story_reports').insert({ story_id: id, reason: 'other' })).error,
      ).toBeNull();
    const over = await troll.client
      .from('story_reports')
      .insert({ story_id: ids[20]!, reason: 'other' });
    expect(over.error?.message).toMatch(/many reports today/);
  });

  it('only admins read reports', async () => {
    for (const client of [reader.client, troll.client, author.client, visitorClient()]) {
      const { data } = await client.from('story_reports').select('id').eq('story_id', storyId);
      expect(data ?? []).toEqual([]);
      const listed = await client.rpc('admin_list_story_reports');
      expect(listed.error?.code).toBe('42501');
    }
    const listed = await admin.client.rpc('admin_list_story_reports');
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          story_id: storyId,
          story_title: 'The lantern',
          story_is_public: true,
          reason: 'violence',
          note: 'Too scary for my son',
          status: 'new',
        }),
      ]),
    );
  });

  it('a non-admin cannot unpublish someone else’s story, by the RPC or through PostgREST', async () => {
    const rpc = await troll.client.rpc('unpublish_story', { _story_id: storyId });
    expect(rpc.error).toMatchObject({
      code: '42501',
      message: 'Admin access requires proper database role configuration',
    });
    const visitor = await visitorClient().rpc('unpublish_story', { _story_id: storyId });
    expect(visitor.error?.code).toBe('42501');
    const patched = await troll.client
      .from('stories')
      .update({ is_public: false })
      .eq('id', storyId)
      .select('id');
    expect(patched.data ?? []).toEqual([]);
    expect(await isListed()).toBe(true);
  });

  it('an admin unpublishes it and its reports are marked handled', async () => {
    const done = await admin.client.rpc('unpublish_story', { _story_id: storyId });
    expect(done.error).toBeNull();
    expect(await isListed()).toBe(false);
    const reports = await serviceClient()
      .from('story_reports')
      .select('status, handled_by, handled_at')
      .eq('story_id', storyId);
    expect(reports.data).toEqual([
      { status: 'handled', handled_by: admin.user.id, handled_at: expect.any(String) },
    ]);
  });
});
