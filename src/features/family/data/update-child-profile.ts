import { z } from 'zod/mini';
import { GROWN_UP_PROOF_REQUIRED } from '@shared/family/grown-up-proof.ts';
import { askForGrownUp } from '@/lib/ask-for-grown-up';
import { getSupabaseClient } from '@/lib/supabase-client';
import { childProfileDraftSchema } from './child-profile-draft';

export const childProfileChangeSchema = z.partial(
  z.extend(childProfileDraftSchema, { ai_allowed: z.boolean() }),
);
export type ChildProfileChange = z.infer<typeof childProfileChangeSchema>;

/**
 * Renames a child, changes their band or avatar, or switches the AI service on or off for them.
 * Switching it on is the parent's consent: refused without the grown-up proof, it asks the PIN once.
 */
export async function updateChildProfile(
  id: string,
  change: ChildProfileChange,
  askedPin = false,
): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = await client
    .from('child_profiles')
    .update(childProfileChangeSchema.parse(change))
    .eq('id', id);
  if (!error) return;
  if (error.hint === GROWN_UP_PROOF_REQUIRED && !askedPin && (await askForGrownUp()))
    return updateChildProfile(id, change, true);
  throw new Error(error.message);
}
