import { getSupabaseClient } from '@/lib/supabase-client';

export async function deleteCharacter(id: string): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = await client.from('user_characters').delete().eq('id', id);
  if (error) throw new Error(error.message);
}
