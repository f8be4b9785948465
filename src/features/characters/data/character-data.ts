import { getSupabaseClient } from '@/lib/supabase-client';
import type { CharacterRole } from '@shared/character-roles.ts';

export { CHARACTER_ROLES, type CharacterRole } from '@shared/character-roles.ts';

export interface Character {
  id: string;
  name: string;
  role: CharacterRole;
  description: string;
  traits: string[];
}

export interface CharacterDraft {
  name: string;
  role: CharacterRole;
  description: string;
  traits: string[];
}

export async function listCharacters(): Promise<Character[]> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('user_characters')
    .select('id, name, role, description, traits')
    .order('created_at');
  if (error) throw new Error(error.message);
  return (data ?? []) as Character[];
}

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

export async function deleteCharacter(id: string): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = await client.from('user_characters').delete().eq('id', id);
  if (error) throw new Error(error.message);
}

/** The plan's character limit (-1 unlimited) for the explanation shown when it is reached. */
export async function readCharacterLimit(tier: string): Promise<number> {
  const client = await getSupabaseClient();
  const { data } = await client
    .from('tier_limits')
    .select('characters_limit')
    .eq('tier_name', tier)
    .maybeSingle<{ characters_limit: number }>();
  return data?.characters_limit ?? -1;
}
