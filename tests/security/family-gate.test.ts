// The family gate on the real stack (issue #26): a child's story refused by publish-story with the
// parent's own session until the parent approves it with the PIN; a child removed only with the
// PIN; and the PIN's hash never reaches a client. Who reads and writes the family tables is in
// family-gate-tables.test.ts; the plan's limit and the PIN's lock and reset have files of their own.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  serviceClient,
  signUpTestUser,
  withoutSchema,
  type TestUser,
} from '../integration/support/test-users.ts';
import {
  addChild,
  callFunction,
  isListed,
  onFamilyPlan,
  readAsParent,
  setUpFamily,
  writeStory,
} from './family-support.ts';

const PIN = '482916';

describe('family gate', () => {
  let parent: TestUser;
  let other: TestUser;
  let childId: string;

  beforeAll(async () => {
    ({ parent, other, childId } = await setUpFamily(PIN));
  });

  it('the PIN is kept only as a slow salted hash, and no answer to a client carries it', async () => {
    const { data } = await serviceClient()
      .from('parent_pins')
      .select('pin_hash')
      .eq('user_id', parent.user.id)
      .single();
    const hash = data?.pin_hash ?? '';
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain(PIN);
    const state = await parent.client.rpc('read_parent_pin_state');
    expect(state.data).toEqual([{ has_pin: true, failed_tries: 0, locked_until: null }]);
    const answers = [
      JSON.stringify(state),
      (await callFunction('parent-pin', parent.accessToken, { action: 'verify', pin: PIN })).text,
      (await callFunction('parent-pin', parent.accessToken, { action: 'verify', pin: '000000' }))
        .text,
    ];
    await callFunction('parent-pin', parent.accessToken, { action: 'verify', pin: PIN });
    for (const answer of answers) {
      expect(answer).not.toContain(hash.split('$')[5]);
      expect(answer).not.toContain('scrypt');
    }
    const again = await callFunction('parent-pin', parent.accessToken, {
      action: 'set',
      pin: '1111',
    });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('current_pin_required');
  });

  it('with the parent’s session and no PIN approval, publish-story refuses a child’s story', async () => {
    const storyId = await writeStory(parent, childId);
    const asked = await parent.client
      .from('publish_requests')
      .insert({ user_id: parent.user.id, story_id: storyId, child_profile_id: childId });
    expect(asked.error).toBeNull();

    const refused = await callFunction('publish-story', parent.accessToken, { story_id: storyId });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'parent_approval_required' });
    expect(await isListed(storyId)).toBe(false);

    const selfApproved = await parent.client
      .from('publish_requests')
      .update({ state: 'approved' })
      .eq('story_id', storyId);
    expect(selfApproved.error?.code).toBe('42501');
    const unlabelled = await parent.client
      .from('stories')
      .update({ child_profile_id: null })
      .eq('id', storyId);
    expect(unlabelled.error?.code).toBe('42501');
    const removed = await withoutSchema(parent.client)
      .from('child_profiles')
      .delete()
      .eq('id', childId);
    expect(removed.error?.code).toBe('42501');
    expect(
      (await callFunction('publish-story', parent.accessToken, { story_id: storyId })).status,
    ).toBe(403);
    expect(await isListed(storyId)).toBe(false);

    const version = await readAsParent(parent, storyId);
    const wrongPin = await callFunction('parent-pin', parent.accessToken, {
      action: 'approve',
      pin: '999999',
      story_id: storyId,
      story_version: version,
    });
    expect(wrongPin.status).toBe(403);
    expect(wrongPin.body.code).toBe('wrong_pin');
    expect(await isListed(storyId)).toBe(false);

    const approved = await callFunction('parent-pin', parent.accessToken, {
      action: 'approve',
      pin: PIN,
      story_id: storyId,
      story_version: version,
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ story_id: storyId, age: '4-6' });
    expect(await isListed(storyId)).toBe(true);

    await parent.client.from('story_segments').insert({
      id: crypto.randomUUID(),
      story_id: storyId,
      segment_text: 'The kite flew over the hill.',
    });
    expect(await isListed(storyId)).toBe(false);
    const changed = await callFunction('publish-story', parent.accessToken, { story_id: storyId });
    expect(changed.status).toBe(403);
    expect(await isListed(storyId)).toBe(false);
  });

  it('another user cannot approve a parent’s child story with their own PIN', async () => {
    const storyId = await writeStory(parent, childId);
    await parent.client
      .from('publish_requests')
      .insert({ user_id: parent.user.id, story_id: storyId, child_profile_id: childId });
    await callFunction('parent-pin', other.accessToken, { action: 'set', pin: '2468' });
    const answer = await callFunction('parent-pin', other.accessToken, {
      action: 'approve',
      pin: '2468',
      story_id: storyId,
      story_version: await readAsParent(parent, storyId),
    });
    expect(answer.status).toBe(404);
    expect(await isListed(storyId)).toBe(false);
  });

  it('a child is removed only with the PIN: their stories kept as the parent’s or gone from the server', async () => {
    const family = await signUpTestUser('family-remove');
    await onFamilyPlan(family);
    await callFunction('parent-pin', family.accessToken, { action: 'set', pin: '8642' });
    const [kept, gone] = [await addChild(family, 'Kept'), await addChild(family, 'Gone')];
    const [keptStory, goneStory] = [await writeStory(family, kept), await writeStory(family, gone)];
    const remove = (child: string, pin: string, keep: boolean) =>
      callFunction('parent-pin', family.accessToken, {
        action: 'remove-child',
        pin,
        child_profile_id: child,
        keep_stories: keep,
      });

    expect((await remove(kept, '1111', true)).status).toBe(403);
    expect((await remove(kept, '8642', true)).body).toEqual({ removed: true, kept_stories: true });
    const { data: story } = await family.client
      .from('stories')
      .select('child_profile_id, updated_at')
      .eq('id', keptStory)
      .single();
    expect(story?.child_profile_id).toBeNull();

    expect((await remove(gone, '8642', false)).status).toBe(200);
    const { data: rows } = await serviceClient().from('stories').select('id').eq('id', goneStory);
    expect(rows).toEqual([]);
    const { data: parts } = await serviceClient()
      .from('story_segments')
      .select('id')
      .eq('story_id', goneStory);
    expect(parts).toEqual([]);
    expect((await remove(gone, '8642', false)).status).toBe(404);
    expect((await remove(childId, '8642', false)).status).toBe(404);
  });
});
