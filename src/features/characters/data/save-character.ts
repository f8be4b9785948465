import { getSupabaseClient } from '@/lib/supabase-client';
import type { CharacterDraft } from './character-data';

/** Creates the user's character, or changes it when an id is given. */
export async function saveCharacter(
  userId: string,
  draft: CharacterDraft,
  id?: string,
): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = id
    ? await client.from('user_characters').update(draft).eq('id', id)
    : await client.from('user_characters').insert({ ...draft, user_id: userId });
  if (error) throw new Error(error.message);
}
