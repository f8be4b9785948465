import { z } from 'zod/mini';
import { getSupabaseClient } from '@/lib/supabase-client';
import { childProfileDraftSchema } from './child-profile-draft';

export const childProfileChangeSchema = z.partial(
  z.extend(childProfileDraftSchema, { ai_allowed: z.boolean() }),
);
export type ChildProfileChange = z.infer<typeof childProfileChangeSchema>;

/** Renames a child, changes their band or avatar, or switches the AI service on or off for them. */
export async function updateChildProfile(id: string, change: ChildProfileChange): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = await client
    .from('child_profiles')
    .update(childProfileChangeSchema.parse(change))
    .eq('id', id);
  if (error) throw new Error(error.message);
}
