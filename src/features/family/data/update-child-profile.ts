import { z } from 'zod/mini';
import { getSupabaseClient } from '@/lib/supabase-client';
import { childProfileDraftSchema } from './child-profile-draft';

export const childProfileChangeSchema = z.partial(childProfileDraftSchema);
export type ChildProfileChange = z.infer<typeof childProfileChangeSchema>;

/** Renames a child, or changes their band or avatar (their AI switch is switchChildAi's). */
export async function updateChildProfile(id: string, change: ChildProfileChange): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = await client
    .from('child_profiles')
    .update(childProfileChangeSchema.parse(change))
    .eq('id', id);
  if (error) throw new Error(error.message);
}
