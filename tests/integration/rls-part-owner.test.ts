// A part's owner column, which the sync's pull reads parts by: the database keeps it equal to the
// story's owner whatever a client sends, moves it when an owner-less story is claimed, and a
// reader's pull pages through their own parts only.
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, signUpTestUser, type TestUser } from './support/test-users.ts';

type PulledPart = { id: string; story_id: string; user_id?: string };

async function pulledParts(reader: TestUser, pageSize: number): Promise<PulledPart[]> {
  const parts: PulledPart[] = [];
  let after: { parts_after: string; parts_after_id: string } | undefined;
  for (;;) {
    const { data, error } = await reader.client.rpc('pull_story_changes', {
      page_size: pageSize,
      ...after,
    });
    expect(error).toBeNull();
    const page = (data as { story_segments: (PulledPart & { updated_at: string })[] })
      .story_segments;
    parts.push(...page);
    const last = page.at(-1);
    if (!last || page.length < pageSize) return parts;
    after = { parts_after: last.updated_at, parts_after_id: last.id };
  }
}

async function storedOwner(partId: string): Promise<string | null | undefined> {
  const { data } = await serviceClient()
    .from('story_segments')
    .select('user_id')
    .eq('id', partId)
    .single();
  return data?.user_id;
}

describe('the owner of a story’s parts', () => {
  let owner: TestUser;
  let other: TestUser;
  const story = crypto.randomUUID();
  const parts = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];

  beforeAll(async () => {
    [owner, other] = await Promise.all([
      signUpTestUser('part-owner'),
      signUpTestUser('part-other'),
    ]);
    expect(
      (
        await owner.client
          .from('stories')
          .insert({ id: story, user_id: owner.user.id, title: 'Mine' })
      ).error,
    ).toBeNull();
  });

  it('is the story’s owner, whatever owner a client writes, and only they pull the parts', async () => {
    const { error } = await owner.client.from('story_segments').insert(
      parts.map((id, index) => ({
        id,
        story_id: story,
        user_id: other.user.id,
        segment_text: `Part ${index + 1}`,
        sequence_number: index + 1,
      })),
    );
    expect(error).toBeNull();
    expect(await storedOwner(parts[0]!)).toBe(owner.user.id);

    const update = await owner.client
      .from('story_segments')
      .upsert({ id: parts[1]!, story_id: story, user_id: other.user.id, segment_text: 'Changed' });
    expect(update.error).toBeNull();
    expect(await storedOwner(parts[1]!)).toBe(owner.user.id);

    const pulled = await pulledParts(owner, 1);
    expect(pulled.map((part) => part.id).sort()).toEqual([...parts].sort());
    expect(pulled.some((part) => 'user_id' in part)).toBe(false);
    expect((await pulledParts(other, 1000)).filter((part) => part.story_id === story)).toEqual([]);
  });

  it('comes back from a pull with every column a device keeps, the owner alone left out', async () => {
    const part = crypto.randomUUID();
    const written = await owner.client.from('story_segments').insert({
      id: part,
      story_id: story,
      segment_text: 'The fox found the moon in the pond.',
      sequence_number: 9,
      choices: ['Jump in', 'Wait for morning'],
      triggering_choice_text: 'Look down',
      image_prompt: 'a fox by a moonlit pond',
      written_by: 'device',
      writer_model: 'tiny-tales-1',
    });
    expect(written.error).toBeNull();
    const { data: stored } = await serviceClient()
      .from('story_segments')
      .select('*')
      .eq('id', part)
      .single();
    const { user_id: storedOwnerId, ...keptByDevice } = stored!;
    expect(storedOwnerId).toBe(owner.user.id);

    const pulled = (await pulledParts(owner, 1000)).find((row) => row.id === part);
    expect(pulled).toEqual(keptByDevice);
  });

  it('moves to the signed-in reader who claims an owner-less story', async () => {
    const ownerless = crypto.randomUUID();
    const part = crypto.randomUUID();
    const service = serviceClient();
    expect(
      (await service.from('stories').insert({ id: ownerless, user_id: null, title: 'A visitor’s' }))
        .error,
    ).toBeNull();
    expect(
      (await service.from('story_segments').insert({ id: part, story_id: ownerless })).error,
    ).toBeNull();
    expect(await storedOwner(part)).toBeNull();

    const claim = await other.client
      .from('stories')
      .update({ user_id: other.user.id })
      .eq('id', ownerless)
      .is('user_id', null)
      .select('id');
    expect(claim.data).toEqual([{ id: ownerless }]);
    expect(await storedOwner(part)).toBe(other.user.id);
    expect((await pulledParts(other, 1000)).map((row) => row.id)).toContain(part);
    expect((await pulledParts(owner, 1000)).map((row) => row.id)).not.toContain(part);
  });
});
