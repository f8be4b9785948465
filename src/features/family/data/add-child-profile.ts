import { getSupabaseClient } from '@/lib/supabase-client';
import { childProfileDraftSchema, type ChildProfileDraft } from './child-profile-draft';

/** Adds a child to the parent's family; past the plan's limit the database refuses with its message. */
export async function addChildProfile(userId: string, draft: ChildProfileDraft): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = await client
    .from('child_profiles')
    .insert({ user_id: userId, ...childProfileDraftSchema.parse(draft) });
  if (error) throw new Error(error.message);
}
