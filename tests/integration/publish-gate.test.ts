// Publishing on the real local stack: PostgREST refuses an owner who publishes by writing is_public
// (the way a client could skip the app), publish-story refuses a story for young readers whose title,
// description or any part has unsafe words (400 naming the field, never repeating the word), publishes
// a safe one with its age band, and a published story whose words change goes back to private.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  serviceClient,
  signUpTestUser,
  visitorClient,
  type TestUser,
} from './support/test-users.ts';
import type { TargetAge } from '@shared/database.ts';

interface PublishAnswer {
  status: number;
  body: { error?: string; field?: string; code?: string; published_at?: string; age?: string };
}

async function publish(token: string | null, storyId: string): Promise<PublishAnswer> {
  const stack = inject('stack');
  const response = await fetch(`${stack.url}/functions/v1/publish-story`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token ?? stack.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ story_id: storyId }),
  });
  return { status: response.status, body: (await response.json()) as PublishAnswer['body'] };
}

async function isListed(storyId: string): Promise<boolean> {
  const { data } = await visitorClient().from('public_stories').select('id').eq('id', storyId);
  return (data ?? []).length === 1;
}

describe('publishing passes the safety gate', () => {
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    [owner, other] = await Promise.all([
      signUpTestUser('publish-owner'),
      signUpTestUser('publish-other'),
    ]);
  });

  async function writeStory(
    story: { title: string; description?: string; target_age?: TargetAge },
    parts: ReadonlyArray<{ text: string; choices?: readonly string[] }> = [
      { text: 'The fox found a red kite.' },
    ],
  ): Promise<{ id: string; partIds: string[] }> {
    const id = crypto.randomUUID();
    const created = await owner.client
      .from('stories')
      .insert({ id, user_id: owner.user.id, target_age: '4-6', ...story });
    expect(created.error).toBeNull();
    const partIds = parts.map(() => crypto.randomUUID());
    const written = await owner.client.from('story_segments').insert(
      parts.map((part, index) => ({
        id: partIds[index]!,
        story_id: id,
        parent_segment_id: index === 0 ? null : partIds[index - 1],
        segment_text: part.text,
        choices: [...(part.choices ?? [])],
        sequence_number: index + 1,
      })),
    );
    expect(written.error).toBeNull();
    return { id, partIds };
  }

  it('PostgREST refuses an owner who publishes by writing is_public, on insert and on update', async () => {
    const inserted = await owner.client.from('stories').insert({
      id: crypto.randomUUID(),
      user_id: owner.user.id,
      title: 'The killer with a knife',
      target_age: '4-6',
      is_public: true,
      published_at: new Date().toISOString(),
    });
    expect(inserted.error?.code).toBe('42501');

    const { id } = await writeStory({ title: 'Blood and guns everywhere' });
    const updated = await owner.client
      .from('stories')
      .update({ is_public: true, published_at: new Date().toISOString() })
      .eq('id', id);
    expect(updated.error?.code).toBe('42501');
    const upserted = await owner.client
      .from('stories')
      .upsert({ id, user_id: owner.user.id, title: 'Blood and guns everywhere', is_public: true });
    expect(upserted.error?.code).toBe('42501');
    expect(await isListed(id)).toBe(false);
  });

  it.each([
    ['title', { title: 'The sexy princess' }, [{ text: 'The fox found a red kite.' }], 'The title'],
    [
      'description',
      { title: 'A walk', description: 'Sam stabbed the fox with a knife' },
      [{ text: 'The fox found a red kite.' }],
      'The description',
    ],
    [
      'a part',
      { title: 'A walk' },
      [{ text: 'The fox found a red kite.' }, { text: 'Then Sam k1lled the fox.' }],
      'Part 2',
    ],
    [
      'a choice',
      { title: 'A walk' },
      [{ text: 'The fox found a red kite.', choices: ['Fly the kite', 'Shoot the fox'] }],
      'A choice in Part 1',
    ],
  ] as const)(
    'publish-story refuses a 4–6 story with unsafe words in %s, naming the field, and keeps it private',
    async (_where, story, parts, label) => {
      const { id } = await writeStory(story, [...parts]);
      const answer = await publish(owner.accessToken, id);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('unsafe_input');
      expect(answer.body.error).toMatch(new RegExp(`^${label} has words we keep out of stories`));
      expect(answer.body.error).toContain('4–6');
      expect(answer.body.error).not.toMatch(/sexy|stab|knife|k1ll|kill|shoot/i);
      expect(await isListed(id)).toBe(false);
    },
  );

  it('publishes a safe story with its age band, and only for its author', async () => {
    const { id } = await writeStory(
      { title: 'The blood orange picnic', description: 'A butter knife and a water gun' },
      [{ text: 'Mia packed a blood orange.', choices: ['Share it', 'Save it'] }],
    );
    expect((await publish(null, id)).status).toBe(401);
    expect((await publish(other.accessToken, id)).status).toBe(404);
    expect(await isListed(id)).toBe(false);

    const answer = await publish(owner.accessToken, id);
    expect(answer).toMatchObject({ status: 200, body: { age: '4-6' } });
    const listed = await visitorClient()
      .from('public_stories')
      .select('id, target_age')
      .eq('id', id)
      .single();
    expect(listed.data).toEqual({ id, target_age: '4-6' });
  });

  it('judges an unlabelled story by the strictest band, and a teen story by its own', async () => {
    const unlabelled = await writeStory({ title: 'The sword fight', target_age: undefined }, [
      { text: 'The two knights began a fierce sword fight on the bridge.' },
    ]);
    await owner.client.from('stories').update({ target_age: null }).eq('id', unlabelled.id);
    expect((await publish(owner.accessToken, unlabelled.id)).status).toBe(400);

    const teen = await writeStory({ title: 'The sword fight', target_age: 'teen' }, [
      { text: 'The two knights began a fierce sword fight on the bridge.' },
    ]);
    expect(await publish(owner.accessToken, teen.id)).toMatchObject({
      status: 200,
      body: { age: 'teen' },
    });
  });

  it('a published story whose words change goes back to private; a replay that changes nothing does not', async () => {
    const { id, partIds } = await writeStory({ title: 'The kite' });
    expect((await publish(owner.accessToken, id)).status).toBe(200);

    const replay = await owner.client.from('story_segments').upsert({
      id: partIds[0]!,
      story_id: id,
      segment_text: 'The fox found a red kite.',
      sequence_number: 1,
    });
    expect(replay.error).toBeNull();
    const sameTitle = await owner.client.from('stories').update({ title: 'The kite' }).eq('id', id);
    expect(sameTitle.error).toBeNull();
    expect(await isListed(id)).toBe(true);

    const edited = await owner.client
      .from('story_segments')
      .update({ segment_text: 'Then Sam stabbed the fox with a knife.' })
      .eq('id', partIds[0]!);
    expect(edited.error).toBeNull();
    expect(await isListed(id)).toBe(false);
    expect((await publish(owner.accessToken, id)).status).toBe(400);

    const second = await writeStory({ title: 'The kite' });
    expect((await publish(owner.accessToken, second.id)).status).toBe(200);
    const added = await owner.client.from('story_segments').insert({
      id: crypto.randomUUID(),
      story_id: second.id,
      parent_segment_id: second.partIds[0],
      segment_text: 'A gun went off.',
      sequence_number: 2,
    });
    expect(added.error).toBeNull();
    expect(await isListed(second.id)).toBe(false);

    const third = await writeStory({ title: 'The kite' });
    expect((await publish(owner.accessToken, third.id)).status).toBe(200);
    await owner.client.from('stories').update({ title: 'The killer kite' }).eq('id', third.id);
    expect(await isListed(third.id)).toBe(false);
    const row = await serviceClient()
      .from('stories')
      .select('is_public, published_at')
      .eq('id', third.id)
      .single();
    expect(row.data).toEqual({ is_public: false, published_at: null });
  });

  it('publishes only what was checked: a part written between the check and the publishing fails it', async () => {
    const { id, partIds } = await writeStory({ title: 'The kite' });
    const service = serviceClient();
    const checked = await service.rpc('read_story_for_publishing', { _story_id: id });
    await owner.client
      .from('story_segments')
      .update({ segment_text: 'Then Sam stabbed the fox.' })
      .eq('id', partIds[0]!);
    const late = await service.rpc('publish_checked_story', {
      _story_id: id,
      _fingerprint: checked.data!.fingerprint,
    });
    expect(late.error?.message).toBe(
      'The story changed while it was being checked. Publish it again.',
    );
    expect(await isListed(id)).toBe(false);
    for (const client of [owner.client, visitorClient()]) {
      const asked = await client.rpc('read_story_for_publishing', { _story_id: id });
      expect(asked.error?.code).toBe('42501');
    }
  });
});
