// publish-story: puts the caller's story in Discover after the safety gate has read its title, its
// description and every part for its readers' age band. The database refuses a client that
// publishes by writing is_public, so this is the only way in; what was checked is what is published.
import { z } from 'zod';
import { callSupabase, SupabaseCallError } from '../_shared/call-supabase.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import {
  answerPreflight,
  errorResponse,
  jsonResponse,
  readRequestBody,
} from '../_shared/http-responses.ts';
import { readCaller } from '../_shared/read-caller.ts';
import { checkFields, storyPublishFields } from '../_shared/safety/index.ts';
import { isAgeId } from '../_shared/story-engine/index.ts';

const publishRequestSchema = z.object({ story_id: z.uuid('story_id must be a UUID') });

export default async function handlePublishStory(
  req: Request,
  env: FunctionEnv,
): Promise<Response> {
  const refused = answerPreflight(req, ['POST'], 'Use POST to publish a story');
  if (refused) return refused;
  const caller = readCaller(req);
  if (!caller?.userId) return errorResponse(401, 'Sign in to publish a story');
  if (!env.SUPABASE_SERVICE_ROLE_KEY)
    return errorResponse(503, 'Publishing is not configured: SUPABASE_SERVICE_ROLE_KEY is missing');

  const parsed = await readRequestBody(req, publishRequestSchema);
  if (!parsed.ok) return parsed.response;
  const storyId = parsed.data.story_id;

  const service = callSupabase(env, env.SUPABASE_SERVICE_ROLE_KEY);
  const story = await service.rpc('read_story_for_publishing', {
    _story_id: storyId,
  });
  if (!story || story.user_id !== caller.userId)
    return errorResponse(
      404,
      'Story not found: only its author can publish it, once it has synced',
    );
  const age = isAgeId(story.age) ? story.age : '4-6';

  const verdict = checkFields(storyPublishFields(story), age);
  if (!verdict.ok)
    return errorResponse(400, verdict.message, { field: verdict.field, code: 'unsafe_input' });

  try {
    const publishedAt = await service.rpc('publish_checked_story', {
      _story_id: storyId,
      _fingerprint: story.fingerprint,
    });
    return jsonResponse({ story_id: storyId, published_at: publishedAt, age });
  } catch (error) {
    if (error instanceof SupabaseCallError && error.status < 500)
      return errorResponse(409, error.message);
    throw error;
  }
}
