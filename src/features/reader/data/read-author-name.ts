import { getSupabaseClient } from '@/lib/supabase-client';

/** The display name a story's author chose for their public profile, or null when there is none. */
export async function readAuthorName(userId: string): Promise<string | null> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('profiles')
    .select('display_name')
    .eq('id', userId)
    .maybeSingle<{ display_name: string | null }>();
  if (error) throw new Error(error.message);
  return data?.display_name?.trim() || null;
}
