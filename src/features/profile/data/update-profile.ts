import { getSupabaseClient } from '@/lib/supabase-client';

export interface ProfileChanges {
  fullName: string;
  avatarUrl: string;
}

/** Saves name and avatar into the account's user_metadata; an empty value clears it. */
export async function updateProfile({ fullName, avatarUrl }: ProfileChanges): Promise<void> {
  const client = await getSupabaseClient();
  const { error } = await client.auth.updateUser({
    data: { full_name: fullName || null, avatar_url: avatarUrl || null },
  });
  if (error) throw new Error(error.message || 'Your profile could not be saved');
}
