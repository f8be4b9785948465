// An approval publishes the version the parent read (issue #26). A child using the parent's app
// changes the story after the parent read it: a part's words, the description, a part added or one
// taken away, each with the exact request the child's session sends. The approval, made with the
// PIN or sent later with the grown-up proof, is refused in words and nothing is published; read
// again, the same approval publishes the words read the second time.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { signUpTestUser, type TestUser } from '../integration/support/test-users.ts';
import {
  addChild,
  callFunction,
  isListed,
  onFamilyPlan,
  readAsParent,
  writeStory,
} from './family-support.ts';

const PIN = '482916';
const CHANGED = {
  error: 'The fox and the red kite changed after you read it. Read it again, then approve it.',
  code: 'story_changed',
};

describe('an approval publishes the version the parent read', () => {
  const sql = postgres(inject('stack').databaseUrl, { max: 1, onnotice: () => undefined });
  let parent: TestUser;
  let childId: string;
  let proof: string;

  const askToPublish = async () => {
    const storyId = await writeStory(parent, childId);
    const asked = await parent.client
      .from('publish_requests')
      .insert({ user_id: parent.user.id, story_id: storyId, child_profile_id: childId });
    expect(asked.error).toBeNull();
    return storyId;
  };
  const approve = (storyId: string, version: string, grant: { pin?: string; proof?: string }) =>
    callFunction(
      'parent-pin',
      parent.accessToken,
      { action: 'approve', story_id: storyId, story_version: version, pin: grant.pin },
      grant.proof,
    );
  const requestOf = async (storyId: string) =>
    (
      await sql`select state, approved_fingerprint from public.publish_requests
                where story_id = ${storyId}`
    )[0];

  beforeAll(async () => {
    parent = await signUpTestUser('approved-version');
    await onFamilyPlan(parent);
    childId = await addChild(parent, 'Ada');
    const set = await callFunction('parent-pin', parent.accessToken, { action: 'set', pin: PIN });
    expect(set.status).toBe(200);
    proof = set.body.grown_up_proof as string;
  });
  afterAll(() => sql.end());

  const childEdits: Record<string, (storyId: string) => PromiseLike<{ error: unknown }>> = {
    'a part’s words': (storyId) =>
      parent.client
        .from('story_segments')
        .update({ segment_text: 'The fox found a red kite and flew it over the sea.' })
        .eq('story_id', storyId),
    'the description': (storyId) =>
      parent.client.from('stories').update({ description: 'Now with more.' }).eq('id', storyId),
    'a part added': (storyId) =>
      parent.client.from('story_segments').insert({
        id: crypto.randomUUID(),
        story_id: storyId,
        segment_text: 'Then the fox ran away from home.',
      }),
    'a part taken away': (storyId) =>
      parent.client
        .from('story_segments')
        .update({ deleted_at: new Date().toISOString() })
        .eq('story_id', storyId),
  };

  for (const [edit, childEdit] of Object.entries(childEdits))
    it(`${edit} changed after the parent read it: the approval is refused, with the PIN or the proof`, async () => {
      const storyId = await askToPublish();
      const read = await readAsParent(parent, storyId);
      const written = await childEdit(storyId);
      expect(written.error).toBeNull();

      for (const grant of [{ pin: PIN }, { proof }]) {
        const refused = await approve(storyId, read, grant);
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual(CHANGED);
        expect(await isListed(storyId)).toBe(false);
        expect(await requestOf(storyId)).toEqual({
          state: 'requested',
          approved_fingerprint: null,
        });
      }

      const readAgain = await readAsParent(parent, storyId);
      expect(readAgain).not.toBe(read);
      const approved = await approve(storyId, readAgain, { proof });
      expect(approved.status).toBe(200);
      expect(await isListed(storyId)).toBe(true);
      expect((await requestOf(storyId))?.state).toBe('approved');
    });

  it('the version published is the one read the second time, word for word', async () => {
    const storyId = await askToPublish();
    const first = await readAsParent(parent, storyId);
    await childEdits['a part’s words']!(storyId);
    expect((await approve(storyId, first, { pin: PIN })).status).toBe(409);
    const approved = await approve(storyId, await readAsParent(parent, storyId), { pin: PIN });
    expect(approved.status).toBe(200);
    const published = await sql`select segment_text from public.story_segments
                                 where story_id = ${storyId} and deleted_at is null`;
    expect(published).toEqual([
      { segment_text: 'The fox found a red kite and flew it over the sea.' },
    ]);
  });

  it('an approval that names no version, or not one, is refused and publishes nothing', async () => {
    const storyId = await askToPublish();
    for (const version of [undefined, '', 'latest', 'F'.repeat(64)]) {
      const answer = await callFunction('parent-pin', parent.accessToken, {
        action: 'approve',
        pin: PIN,
        story_id: storyId,
        story_version: version,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('Read the story before you approve it');
      expect(await isListed(storyId)).toBe(false);
    }
  });

  it('a version of another story, or a made-up one, is refused as changed', async () => {
    const storyId = await askToPublish();
    const other = await askToPublish();
    await parent.client.from('stories').update({ title: 'A kite' }).eq('id', other);
    for (const version of [await readAsParent(parent, other), 'e'.repeat(64)]) {
      const answer = await approve(storyId, version, { proof });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('story_changed');
      expect(await isListed(storyId)).toBe(false);
    }
  });
});
