// Row level security on stories and segments, for every kind of caller: visitor, owner,
// another user and the service role. Each expected denial is asserted, not just the successes.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  serviceClient,
  signUpTestUser,
  visitorClient,
  type TestUser,
} from './support/test-users.ts';
import { publishAsService } from './support/publish-as-service.ts';

const SEEDED_PUBLIC_STORY = '0d3c1a5e-6f2b-4c8e-9a1d-000000000001';
const now = () => new Date().toISOString();

describe('row level security: stories and segments', () => {
  let owner: TestUser;
  let other: TestUser;
  const privateStory = crypto.randomUUID();
  const publicStory = crypto.randomUUID();
  const privateSegment = crypto.randomUUID();
  const publicSegment = crypto.randomUUID();
  const ownerless = crypto.randomUUID();

  beforeAll(async () => {
    [owner, other] = await Promise.all([signUpTestUser('owner'), signUpTestUser('other')]);
    const stories = [
      {
        id: privateStory,
        user_id: owner.user.id,
        title: 'Private',
        is_public: false,
        published_at: null,
        updated_at: now(),
      },
      {
        id: publicStory,
        user_id: owner.user.id,
        title: 'Public',
        is_public: false,
        published_at: null,
        updated_at: now(),
      },
    ];
    expect((await owner.client.from('stories').insert(stories)).error).toBeNull();
    expect(
      (
        await owner.client.from('story_segments').insert([
          {
            id: privateSegment,
            story_id: privateStory,
            segment_text: 'Secret',
            sequence_number: 1,
          },
          { id: publicSegment, story_id: publicStory, segment_text: 'Shared', sequence_number: 1 },
        ])
      ).error,
    ).toBeNull();
    await publishAsService(publicStory);
    expect(
      (
        await serviceClient()
          .from('stories')
          .insert({ id: ownerless, user_id: null, title: 'Made by a visitor' })
      ).error,
    ).toBeNull();
  });

  it('lets anyone read public stories and their segments, and only owners read private ones', async () => {
    for (const client of [visitorClient(), other.client]) {
      // Strangers read published stories through public_stories (no creation settings).
      const { data } = await client
        .from('public_stories')
        .select('id')
        .in('id', [privateStory, publicStory, SEEDED_PUBLIC_STORY]);
      expect(data?.map((row) => row.id).sort()).toEqual([publicStory, SEEDED_PUBLIC_STORY].sort());
      const table = await client
        .from('stories')
        .select('id')
        .in('id', [privateStory, publicStory, SEEDED_PUBLIC_STORY]);
      expect(table.data).toEqual([]);
      const segments = await client
        .from('story_segments')
        .select('id')
        .in('id', [privateSegment, publicSegment]);
      expect(segments.data).toEqual([{ id: publicSegment }]);
    }
    const mine = await owner.client
      .from('stories')
      .select('id')
      .in('id', [privateStory, publicStory]);
    expect(mine.data).toHaveLength(2);
    const all = await serviceClient()
      .from('stories')
      .select('id')
      .in('id', [privateStory, publicStory, ownerless]);
    expect(all.data).toHaveLength(3);
  });

  it('shows strangers a published story’s picture style, never the rest of its settings', async () => {
    const settings = {
      age: '7-9',
      genre: 'adventure',
      prompt: 'A secret idea about my sister',
      options: { length: 'standard', person: 'third', style: 'watercolor', imagesEnabled: true },
    };
    // Set as the service role: an owner's change of a published story's age band takes it back to
    // private until publish-story checks it again (publish-gate.test.ts).
    expect(
      (
        await serviceClient()
          .from('stories')
          .update({ creation_settings: settings, updated_at: now() })
          .eq('id', publicStory)
      ).error,
    ).toBeNull();
    for (const client of [visitorClient(), other.client]) {
      const { data } = await client
        .from('public_stories')
        .select('picture_style')
        .eq('id', publicStory)
        .single();
      expect(data).toEqual({ picture_style: 'watercolor' });
      const settingsRead = await client
        .from('public_stories')
        .select('creation_settings')
        .eq('id', publicStory);
      expect(settingsRead.error).not.toBeNull();
    }
  });

  it('refuses inserts from visitors and stories made in someone else’s name', async () => {
    const visitor = await visitorClient()
      .from('stories')
      .insert({ id: crypto.randomUUID(), user_id: null, title: 'x' });
    expect(visitor.error?.code).toBe('42501');
    const forged = await other.client
      .from('stories')
      .insert({ id: crypto.randomUUID(), user_id: owner.user.id, title: 'x' });
    expect(forged.error?.code).toBe('42501');
    const ownerless = await other.client
      .from('stories')
      .insert({ id: crypto.randomUUID(), user_id: null, title: 'x' });
    expect(ownerless.error?.code).toBe('42501');
    const segment = await other.client.from('story_segments').insert({
      id: crypto.randomUUID(),
      story_id: privateStory,
      segment_text: 'x',
      sequence_number: 2,
    });
    expect(segment.error?.code).toBe('42501');
  });

  it('lets owners edit their stories but not give them away, and nobody else edit them', async () => {
    const edit = await owner.client
      .from('stories')
      .update({ title: 'Renamed', updated_at: now() })
      .eq('id', privateStory)
      .select('title');
    expect(edit.data).toEqual([{ title: 'Renamed' }]);
    const giveAway = await owner.client
      .from('stories')
      .update({ user_id: other.user.id })
      .eq('id', privateStory)
      .select();
    expect(giveAway.error?.code).toBe('42501');
    const intruder = await other.client
      .from('stories')
      .update({ title: 'Hacked' })
      .eq('id', publicStory)
      .select();
    expect(intruder.data).toEqual([]);
    const intruderSegment = await other.client
      .from('story_segments')
      .update({ segment_text: 'Hacked' })
      .eq('id', publicSegment)
      .select();
    expect(intruderSegment.data).toEqual([]);
    const visitor = await visitorClient()
      .from('stories')
      .update({ title: 'Hacked' })
      .eq('id', publicStory)
      .select();
    expect(visitor.error?.code).toBe('42501');
  });

  it('claims an owner-less story for the caller only once, and never a public demo story', async () => {
    const claim = await other.client
      .from('stories')
      .update({ user_id: other.user.id })
      .eq('id', ownerless)
      .is('user_id', null)
      .select('user_id');
    expect(claim.data).toEqual([{ user_id: other.user.id }]);
    const second = await owner.client
      .from('stories')
      .update({ user_id: owner.user.id })
      .eq('id', ownerless)
      .is('user_id', null)
      .select();
    expect(second.data).toEqual([]);
    const demo = await owner.client
      .from('stories')
      .update({ user_id: owner.user.id })
      .eq('id', SEEDED_PUBLIC_STORY)
      .is('user_id', null)
      .select();
    expect(demo.data).toEqual([]);
    const claimForSomeoneElse = await serviceClient()
      .from('stories')
      .insert({ id: crypto.randomUUID(), user_id: null, title: 'Another' })
      .select('id')
      .single();
    const forged = await owner.client
      .from('stories')
      .update({ user_id: other.user.id })
      .eq('id', claimForSomeoneElse.data!.id)
      .is('user_id', null)
      .select();
    expect(forged.error?.code).toBe('42501');
  });

  it('lets only owners delete, and keeps the segment count up to date', async () => {
    expect(
      (await other.client.from('stories').delete().eq('id', publicStory).select()).data,
    ).toEqual([]);
    expect(
      (await other.client.from('story_segments').delete().eq('id', publicSegment).select()).data,
    ).toEqual([]);
    const counted = await owner.client
      .from('stories')
      .select('segment_count')
      .eq('id', publicStory)
      .single();
    expect(counted.data?.segment_count).toBe(1);
    expect(
      (await owner.client.from('story_segments').delete().eq('id', publicSegment).select('id'))
        .data,
    ).toEqual([{ id: publicSegment }]);
    expect(
      (await owner.client.from('stories').select('segment_count').eq('id', publicStory).single())
        .data?.segment_count,
    ).toBe(0);
    expect(
      (await owner.client.from('stories').delete().eq('id', publicStory).select('id')).data,
    ).toEqual([{ id: publicStory }]);
  });
});
