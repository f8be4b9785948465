// Whether the AI service may write this part. For an account with children the database decides
// (child_allows_ai): a child's story only when the parent has switched the AI service on for that
// child, anything else only with the grown-up proof, so a child who calls the function straight with
// the parent's session gets the storyteller. Read as the caller; without an account there is no child.
import { callSupabase } from '../call-supabase.ts';
import type { FunctionEnv } from '../function-env.ts';
import type { Caller } from '../read-caller.ts';

export async function childAllowsAi(
  env: FunctionEnv,
  caller: Caller | null,
  story: { story_id?: string; child_profile_id?: string },
): Promise<boolean> {
  if (!caller?.userId) return true;
  try {
    return await callSupabase(env, caller.token).rpc('child_allows_ai', {
      _story_id: story.story_id ?? crypto.randomUUID(),
      _child_profile_id: story.child_profile_id ?? crypto.randomUUID(),
      _grown_up_proof: caller.grownUpProof ?? '',
    });
  } catch {
    // Unread consent is no consent: the part is written without the AI service.
    return false;
  }
}
