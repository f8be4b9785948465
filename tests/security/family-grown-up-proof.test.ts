// The grown-up proof on the real stack (issue #26): a child using the parent's signed-in app can call
// the API as the parent, so once the account has children the session alone publishes nothing,
// lets the AI service write nothing and switches no child's AI on. Only the proof a right parent PIN
// issued does; a forged, expired, ended or another parent's proof is refused. An approval the parent
// made offline goes later with the proof instead of the PIN, under the same refusals. An account
// without children publishes as before.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { signUpTestUser, withoutSchema, type TestUser } from '../integration/support/test-users.ts';
import {
  addChild,
  callFunction,
  isListed,
  onFamilyPlan,
  readAsParent,
  writeStory,
} from './family-support.ts';

const PIN = '730519';

describe('the grown-up proof', () => {
  const sql = postgres(inject('stack').databaseUrl, { max: 1, onnotice: () => undefined });
  let parent: TestUser;
  let childId: string;
  let proof: string;

  const publish = (storyId: string, grownUpProof?: string) =>
    callFunction('publish-story', parent.accessToken, { story_id: storyId }, grownUpProof);
  const verifiedProof = async (who: TestUser, pin: string) => {
    const answer = await callFunction('parent-pin', who.accessToken, { action: 'verify', pin });
    expect(answer.status).toBe(200);
    return answer.body.grown_up_proof as string;
  };

  beforeAll(async () => {
    parent = await signUpTestUser('grown-up-parent');
    await onFamilyPlan(parent);
    childId = await addChild(parent, 'Ada');
    const set = await callFunction('parent-pin', parent.accessToken, { action: 'set', pin: PIN });
    expect(set.status).toBe(200);
    expect(set.body.grown_up_proof).toMatch(/^[0-9a-f]{64}$/);
    proof = set.body.grown_up_proof as string;
  });
  afterAll(() => sql.end());

  it('publish-story refuses the parent’s session alone a story written outside any profile, and publishes it with the proof', async () => {
    const storyId = await writeStory(parent, null);
    const refused = await publish(storyId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'grown_up_proof_required' });
    expect(await isListed(storyId)).toBe(false);

    const published = await publish(storyId, proof);
    expect(published.status).toBe(200);
    expect(await isListed(storyId)).toBe(true);
  });

  it('a forged, expired, ended or another parent’s proof is refused', async () => {
    const forged = 'f'.repeat(64);
    const other = await signUpTestUser('grown-up-other');
    await addChild(other, 'Bo');
    await callFunction('parent-pin', other.accessToken, { action: 'set', pin: '2468' });
    const othersProof = await verifiedProof(other, '2468');
    const expired = await verifiedProof(parent, PIN);
    await sql`update public.grown_up_proofs set expires_at = now() - interval '1 second'
               where proof_hash = sha256(convert_to(${expired}, 'UTF8'))`;
    const ended = await verifiedProof(parent, PIN);
    const end = await parent.client.rpc('end_grown_up_proof', { _proof: ended });
    expect(end.error).toBeNull();

    for (const grownUpProof of [forged, othersProof, expired, ended]) {
      const storyId = await writeStory(parent, null);
      const answer = await publish(storyId, grownUpProof);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('grown_up_proof_required');
      expect(await isListed(storyId)).toBe(false);
    }
  });

  it('a proof publishes no child’s story without the parent’s approval of it', async () => {
    const storyId = await writeStory(parent, childId);
    const answer = await publish(storyId, proof);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('parent_approval_required');
    expect(await isListed(storyId)).toBe(false);
  });

  it('a child’s AI switch is turned on only with the proof; turned off with the session alone', async () => {
    const profiles = () => withoutSchema(parent.client).from('child_profiles');
    const refused = await profiles().update({ ai_allowed: true }).eq('id', childId);
    expect(refused.error?.code).toBe('42501');
    const added = await profiles()
      .insert({ display_name: 'Cy', avatar: 'owl', reading_band: '7-9', ai_allowed: true })
      .select();
    expect(added.error?.code).toBe('42501');

    const allowed = await profiles()
      .update({ ai_allowed: true })
      .eq('id', childId)
      .setHeader('x-grown-up-proof', proof)
      .select('ai_allowed');
    expect(allowed.error).toBeNull();
    expect(allowed.data).toEqual([{ ai_allowed: true }]);
    const off = await profiles()
      .update({ ai_allowed: false })
      .eq('id', childId)
      .select('ai_allowed');
    expect(off.data).toEqual([{ ai_allowed: false }]);
  });

  it('an approval sent later with the proof instead of the PIN publishes a child’s story only with a live proof of its parent', async () => {
    const askToPublish = async (who: TestUser, child: string) => {
      const storyId = await writeStory(who, child);
      const asked = await who.client
        .from('publish_requests')
        .insert({ user_id: who.user.id, story_id: storyId, child_profile_id: child });
      expect(asked.error).toBeNull();
      return storyId;
    };
    // The version as the story's owner reads it: the other parent is told it, the worst case.
    const approve = async (who: TestUser, storyId: string, grownUpProof?: string, owner = who) =>
      callFunction(
        'parent-pin',
        who.accessToken,
        { action: 'approve', story_id: storyId, story_version: await readAsParent(owner, storyId) },
        grownUpProof,
      );
    const storyId = await askToPublish(parent, childId);

    // The exact request a child could send with the parent's session, then with proofs not alive or not theirs.
    const other = await signUpTestUser('grown-up-approver');
    const othersChild = await addChild(other, 'Di');
    await callFunction('parent-pin', other.accessToken, { action: 'set', pin: '1357' });
    const othersProof = await verifiedProof(other, '1357');
    const expired = await verifiedProof(parent, PIN);
    await sql`update public.grown_up_proofs set expires_at = now() - interval '1 second'
               where proof_hash = sha256(convert_to(${expired}, 'UTF8'))`;
    const ended = await verifiedProof(parent, PIN);
    expect((await parent.client.rpc('end_grown_up_proof', { _proof: ended })).error).toBeNull();
    for (const grownUpProof of [undefined, 'f'.repeat(64), othersProof, expired, ended]) {
      const answer = await approve(parent, storyId, grownUpProof);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        error: 'Enter the parent PIN to approve this story',
        code: 'grown_up_proof_required',
      });
      expect(await isListed(storyId)).toBe(false);
    }

    // Another parent's live proof approves nothing of this family, nor this parent's of theirs.
    const othersStory = await askToPublish(other, othersChild);
    expect((await approve(other, storyId, othersProof, parent)).status).toBe(404);
    expect((await approve(parent, othersStory, proof, other)).status).toBe(404);
    expect(await isListed(othersStory)).toBe(false);

    const approved = await approve(parent, storyId, proof);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ story_id: storyId, age: '4-6' });
    expect(await isListed(storyId)).toBe(true);
    const [request] =
      await sql`select state from public.publish_requests where story_id = ${storyId}`;
    expect(request).toEqual({ state: 'approved' });
  });

  it('the AI service is allowed outside a child’s profile only with the proof', async () => {
    const allows = (grownUpProof: string) =>
      parent.client.rpc('child_allows_ai', {
        _story_id: crypto.randomUUID(),
        _child_profile_id: crypto.randomUUID(),
        _grown_up_proof: grownUpProof,
      });
    expect((await allows('')).data).toBe(false);
    expect((await allows('0'.repeat(64))).data).toBe(false);
    expect((await allows(proof)).data).toBe(true);
  });

  it('an account without children publishes with its session alone', async () => {
    const solo = await signUpTestUser('grown-up-solo');
    const storyId = await writeStory(solo, null);
    const answer = await callFunction('publish-story', solo.accessToken, { story_id: storyId });
    expect(answer.status).toBe(200);
    expect(await isListed(storyId)).toBe(true);
  });
});
