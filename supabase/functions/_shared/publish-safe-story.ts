// Publishing a story as publish-story and the family function's approval both do: read what its
// owner wrote, check it for its readers' age band, and publish exactly what was checked. A story
// written in a child's profile publishes only with its parent's PIN approval of the same words:
// `approvedVersion` (the family function, after the PIN) is the version the parent read: a story
// changed since is refused, else the approval is recorded before publishing. While the
// account has children, any other story publishes only with the grown-up proof a right PIN issued.
import { SupabaseCallError, type SupabaseCaller } from './call-supabase.ts';
import { errorResponse, jsonResponse } from './http-responses.ts';
import { checkFields, storyPublishFields } from './safety/index.ts';
import { isAgeId } from './age-ids.ts';
import { GROWN_UP_PROOF_REQUIRED } from './family/grown-up-proof.ts';
import { STORY_CHANGED, storyChangedMessage, storyVersion } from './family/story-version.ts';

export async function publishSafeStory(
  service: SupabaseCaller,
  storyId: string,
  ownerId: string,
  grant: { approvedVersion?: string; grownUpProof?: string } = {},
): Promise<Response> {
  const story = await service.rpc('read_story_for_publishing', { _story_id: storyId });
  if (!story || story.user_id !== ownerId)
    return errorResponse(
      404,
      // An approval sent late (made offline) may find the story or the child's profile removed since.
      grant.approvedVersion !== undefined
        ? 'This story is no longer on the server: it was deleted, or the child’s profile it was written in was removed.'
        : 'Story not found: only its author can publish it, once it has synced',
    );
  if (
    grant.approvedVersion !== undefined &&
    grant.approvedVersion !== storyVersion(story, story.parts)
  )
    return errorResponse(409, storyChangedMessage(story.title), { code: STORY_CHANGED });
  const age = isAgeId(story.age) ? story.age : '4-6';

  const verdict = checkFields(storyPublishFields(story), age);
  if (!verdict.ok)
    return errorResponse(400, verdict.message, { field: verdict.field, code: 'unsafe_input' });

  try {
    if (grant.approvedVersion !== undefined)
      await service.rpc('approve_publish_request', {
        _story_id: storyId,
        _fingerprint: story.fingerprint,
      });
    const publishedAt = await service.rpc('publish_checked_story', {
      _story_id: storyId,
      _fingerprint: story.fingerprint,
      _grown_up_proof: grant.grownUpProof ?? '',
    });
    return jsonResponse({ story_id: storyId, published_at: publishedAt, age });
  } catch (error) {
    if (error instanceof SupabaseCallError && error.status === 403)
      return errorResponse(403, error.message, {
        code:
          error.hint === GROWN_UP_PROOF_REQUIRED
            ? GROWN_UP_PROOF_REQUIRED
            : 'parent_approval_required',
      });
    if (error instanceof SupabaseCallError && error.status < 500)
      return errorResponse(409, error.message);
    throw error;
  }
}
