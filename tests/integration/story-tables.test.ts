// The stories and segments tables' own rules, which every client's sync relies on: the seeded demo
// stories, the device's edit times kept as written, the segment counts the database keeps through
// moves and tombstones, and PostgREST's answer for a row that does not exist.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser, visitorClient, type TestUser } from './support/test-users.ts';

const SEEDED_STORIES = [1, 2, 3, 4, 5, 6].map(
  (n) => `0d3c1a5e-6f2b-4c8e-9a1d-${String(n).padStart(12, '0')}`,
);
const now = () => new Date().toISOString();

describe('the stories and segments tables', () => {
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    [owner, other] = await Promise.all([
      signUpTestUser('table-owner'),
      signUpTestUser('table-other'),
    ]);
  });

  it('shows visitors the seeded demo stories, each a complete path of 3 to 5 segments', async () => {
    const { data: demos } = await visitorClient()
      .from('public_stories')
      .select(
        'id, genre, target_age, segment_count, story_segments(sequence_number, is_end, choices)',
      )
      .in('id', SEEDED_STORIES);
    expect(demos).toHaveLength(6);
    expect(new Set(demos!.map((story) => story.genre)).size).toBe(6);
    expect(new Set(demos!.map((story) => story.target_age))).toEqual(
      new Set(['4-6', '7-9', '10-12', 'teen', 'adult']),
    );
    for (const story of demos!) {
      const path = [...story.story_segments].sort((a, b) => a.sequence_number - b.sequence_number);
      expect(path.length).toBeGreaterThanOrEqual(3);
      expect(path.length).toBeLessThanOrEqual(5);
      expect(story.segment_count).toBe(path.length);
      expect(path.map((segment) => segment.is_end)).toEqual(
        path.map((_, index) => index === path.length - 1),
      );
      expect(path.at(-1)!.choices).toEqual([]);
    }
  });

  it('keeps the device’s updated_at on stories and segments, so sync can compare edit times', async () => {
    const story = crypto.randomUUID();
    const written = '2026-01-02T03:04:05.678+00:00';
    const inserted = await owner.client
      .from('stories')
      .insert({ id: story, user_id: owner.user.id, title: 'Offline edit', updated_at: written })
      .select('updated_at')
      .single();
    expect(Date.parse(inserted.data!.updated_at)).toBe(Date.parse(written));
    const segment = {
      id: crypto.randomUUID(),
      story_id: story,
      segment_text: 'Hi',
      updated_at: written,
    };
    expect((await owner.client.from('story_segments').insert(segment)).error).toBeNull();
    const edited = '2026-01-03T00:00:00+00:00';
    const updated = await owner.client
      .from('story_segments')
      .update({ segment_text: 'Hello', updated_at: edited })
      .eq('id', segment.id)
      .select('updated_at')
      .single();
    expect(Date.parse(updated.data!.updated_at)).toBe(Date.parse(edited));
    const after = await owner.client
      .from('stories')
      .select('updated_at, segment_count')
      .eq('id', story)
      .single();
    expect(after.data).toMatchObject({ segment_count: 1 });
    expect(Date.parse(after.data!.updated_at)).toBe(Date.parse(written));
  });

  it('recounts both stories when an owner moves a segment between them, and counts tombstones out', async () => {
    const [from, to] = [crypto.randomUUID(), crypto.randomUUID()];
    const stories = [from, to].map((id) => ({ id, user_id: owner.user.id, title: 'Counted' }));
    expect((await owner.client.from('stories').insert(stories)).error).toBeNull();
    const moving = crypto.randomUUID();
    await owner.client.from('story_segments').insert([
      { id: moving, story_id: from, segment_text: 'One' },
      { id: crypto.randomUUID(), story_id: from, segment_text: 'Two' },
    ]);
    await owner.client.from('story_segments').update({ story_id: to }).eq('id', moving);
    const counts = async () =>
      (await owner.client.from('stories').select('id, segment_count').in('id', [from, to])).data;
    expect(await counts()).toEqual(
      expect.arrayContaining([
        { id: from, segment_count: 1 },
        { id: to, segment_count: 1 },
      ]),
    );
    await owner.client.from('story_segments').update({ deleted_at: now() }).eq('id', moving);
    expect(await counts()).toEqual(expect.arrayContaining([{ id: to, segment_count: 0 }]));
    const intoOthers = await other.client
      .from('story_segments')
      .insert({ id: crypto.randomUUID(), story_id: from, segment_text: 'x' });
    expect(intoOthers.error?.code).toBe('42501');
  });

  it('answers PGRST116 for a single row that does not exist', async () => {
    const { error } = await owner.client
      .from('stories')
      .select()
      .eq('id', crypto.randomUUID())
      .single();
    expect(error?.code).toBe('PGRST116');
  });
});
