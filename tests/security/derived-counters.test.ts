// like_count and segment_count are the database's: an owner who writes them on their own public
// story (update, insert or upsert, as PostgREST allows) changes nothing, so the story does not jump
// to the top of Most liked; real likes and segments still count.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser, visitorClient, type TestUser } from '../integration/support/test-users.ts';
import { publishAsService } from '../integration/support/publish-as-service.ts';

describe('derived counters are written only by the database', () => {
  let owner: TestUser;
  let fan: TestUser;

  const counts = async (id: string) =>
    (
      await visitorClient()
        .from('public_stories')
        .select('like_count, segment_count')
        .eq('id', id)
        .single()
    ).data;

  const publicStory = async () => {
    const id = crypto.randomUUID();
    const { error } = await owner.client.from('stories').insert({
      id,
      user_id: owner.user.id,
      title: 'Mine',
    });
    expect(error).toBeNull();
    await publishAsService(id);
    return id;
  };

  beforeAll(async () => {
    owner = await signUpTestUser('counter-owner');
    fan = await signUpTestUser('counter-fan');
  });

  it('an update of the counters keeps the stored counts', async () => {
    const id = await publicStory();
    const { error } = await owner.client
      .from('stories')
      .update({ like_count: 1_000_000, segment_count: 99 })
      .eq('id', id);
    expect(error).toBeNull();
    expect(await counts(id)).toEqual({ like_count: 0, segment_count: 0 });
  });

  it('an insert with counters starts them at zero', async () => {
    const id = crypto.randomUUID();
    await owner.client.from('stories').insert({
      id,
      user_id: owner.user.id,
      title: 'Forged',
      like_count: 5000,
      segment_count: 40,
    });
    await publishAsService(id);
    expect(await counts(id)).toEqual({ like_count: 0, segment_count: 0 });
  });

  it('an upsert over an existing story keeps its counts', async () => {
    const id = await publicStory();
    await fan.client.from('story_likes').insert({ story_id: id, user_id: fan.user.id });
    expect((await counts(id))?.like_count).toBe(1);
    const { error } = await owner.client.from('stories').upsert({
      id,
      user_id: owner.user.id,
      title: 'Mine',
      is_public: true,
      like_count: 777,
      segment_count: 12,
    });
    expect(error).toBeNull();
    expect(await counts(id)).toEqual({ like_count: 1, segment_count: 0 });
  });

  it('the forged story does not sort first under Most liked', async () => {
    const liked = await publicStory();
    await fan.client.from('story_likes').insert({ story_id: liked, user_id: fan.user.id });
    const forged = await publicStory();
    await owner.client.from('stories').update({ like_count: 2_000_000_000 }).eq('id', forged);
    const { data } = await visitorClient()
      .from('public_stories')
      .select('id, like_count')
      .in('id', [liked, forged])
      .order('like_count', { ascending: false });
    expect(data?.[0]).toEqual({ id: liked, like_count: 1 });
  });

  it('real segments and likes still count, and taking a like back uncounts it', async () => {
    // Parts added after publishing take a story back to private, so they come first.
    const id = crypto.randomUUID();
    await owner.client.from('stories').insert({ id, user_id: owner.user.id, title: 'Parts' });
    await owner.client.from('story_segments').insert([
      { id: crypto.randomUUID(), story_id: id, segment_text: 'One', sequence_number: 1 },
      { id: crypto.randomUUID(), story_id: id, segment_text: 'Two', sequence_number: 2 },
    ]);
    await publishAsService(id);
    await fan.client.from('story_likes').insert({ story_id: id, user_id: fan.user.id });
    expect(await counts(id)).toEqual({ like_count: 1, segment_count: 2 });
    await fan.client.from('story_likes').delete().eq('story_id', id).eq('user_id', fan.user.id);
    expect(await counts(id)).toEqual({ like_count: 0, segment_count: 2 });
  });
});
