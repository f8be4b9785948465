// publish-story: puts the caller's story in Discover after the safety gate has read its title, its
// description and every part for its readers' age band. The database refuses a client that
// publishes by writing is_public, so this is the only way in; what was checked is what is published.
// A story written in a child's profile needs its parent's PIN approval (the parent-pin function);
// while the account has children, any other story needs the grown-up proof the app sends beside it.
import { z } from 'zod';
import { callSupabase } from '../_shared/call-supabase.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { answerPreflight, errorResponse, readRequestBody } from '../_shared/http-responses.ts';
import { publishSafeStory } from '../_shared/publish-safe-story.ts';
import { readCaller } from '../_shared/read-caller.ts';

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

  const service = callSupabase(env, env.SUPABASE_SERVICE_ROLE_KEY);
  return publishSafeStory(service, parsed.data.story_id, caller.userId, {
    grownUpProof: caller.grownUpProof,
  });
}
