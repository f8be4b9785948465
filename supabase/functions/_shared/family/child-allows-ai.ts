// Whether the AI service may write this part: always for a grown-up's story, and for a story written
// in a child's profile only when the parent has switched the AI service on for that child. Read as
// the caller, so only the parent's own children count; without an account there is no child.
import { callSupabase } from '../call-supabase.ts';
import type { FunctionEnv } from '../function-env.ts';
import type { Caller } from '../read-caller.ts';

export async function childAllowsAi(
  env: FunctionEnv,
  caller: Caller | null,
  story: { story_id?: string; child_profile_id?: string },
): Promise<boolean> {
  if (!caller?.userId || (!story.story_id && !story.child_profile_id)) return true;
  try {
    return await callSupabase(env, caller.token).rpc('child_allows_ai', {
      _story_id: story.story_id ?? crypto.randomUUID(),
      _child_profile_id: story.child_profile_id ?? crypto.randomUUID(),
    });
  } catch {
    // Unread consent is no consent: the part is written without the AI service.
    return false;
  }
}
