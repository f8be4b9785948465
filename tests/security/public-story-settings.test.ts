// A published story shows strangers its age band, never how the child set it up: the idea they
// typed, their characters and opening live in creation_settings, which only the owner reads.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  serviceClient,
  signUpTestUser,
  visitorClient,
  type TestUser,
} from '../integration/support/test-users.ts';
import { publishAsService } from '../integration/support/publish-as-service.ts';

const CHILD_IDEA = 'My sister Lily and our dog Biscuit live at 12 Apple Lane';

describe('a published story’s creation settings stay with its owner', () => {
  let owner: TestUser;
  let stranger: TestUser;
  const storyId = crypto.randomUUID();

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([
      signUpTestUser('settings-owner'),
      signUpTestUser('settings-stranger'),
    ]);
    const created = await owner.client.from('stories').insert({
      id: storyId,
      user_id: owner.user.id,
      title: 'Biscuit finds the moon',
      target_age: '4-6',
      creation_settings: { age: '4-6', genre: 'bedtime', prompt: CHILD_IDEA },
    });
    expect(created.error).toBeNull();
    await publishAsService(storyId);
  });

  for (const who of ['a visitor', 'another user'] as const) {
    it(`${who} reads the story’s age band in Discover’s view, and no settings`, async () => {
      const client = who === 'a visitor' ? visitorClient() : stranger.client;
      const listed = await client.from('public_stories').select('*').eq('id', storyId).single();
      expect(listed.error).toBeNull();
      expect(listed.data).toMatchObject({ id: storyId, target_age: '4-6' });
      expect(JSON.stringify(listed.data)).not.toContain('Apple Lane');
      const asked = await client
        .from('public_stories')
        .select('creation_settings')
        .eq('id', storyId);
      expect(asked.error?.code).toBe('42703');
    });

    it(`${who} cannot read the settings from the stories table`, async () => {
      const client = who === 'a visitor' ? visitorClient() : stranger.client;
      const { data } = await client
        .from('stories')
        .select('id, creation_settings')
        .eq('id', storyId);
      expect(data ?? []).toEqual([]);
      const raw = await client.from('stories').select('*').eq('id', storyId);
      expect(JSON.stringify(raw.data ?? [])).not.toContain('Apple Lane');
    });
  }

  it('nobody writes through the view', async () => {
    const written = await stranger.client
      .from('public_stories')
      .update({ title: 'Mine now' })
      .eq('id', storyId);
    expect(written.error?.code).toBe('42501');
    const inserted = await visitorClient()
      .from('public_stories')
      .insert({ id: crypto.randomUUID(), title: 'x' });
    expect(inserted.error?.code).toBe('42501');
  });

  it('the owner still reads their settings, and strangers still read the parts', async () => {
    const own = await owner.client
      .from('stories')
      .select('creation_settings')
      .eq('id', storyId)
      .single();
    expect(own.data?.creation_settings).toMatchObject({ prompt: CHILD_IDEA });
    const segmentId = crypto.randomUUID();
    expect(
      (
        await serviceClient()
          .from('story_segments')
          .insert({ id: segmentId, story_id: storyId, segment_text: 'Biscuit wagged.' })
      ).error,
    ).toBeNull();
    for (const client of [visitorClient(), stranger.client]) {
      const { data } = await client.from('story_segments').select('id').eq('story_id', storyId);
      expect(data).toEqual([{ id: segmentId }]);
    }
  });
});
