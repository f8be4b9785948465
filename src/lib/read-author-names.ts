import { getSupabaseClient } from './supabase-client';

/**
 * The display names authors chose for their public profiles, by user id; an author without one is
 * left out. Row level security lets anyone read only the profiles of users with a published story
 * (and their own), so this names the authors of published stories and nobody else.
 */
export async function readAuthorNames(
  userIds: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const client = await getSupabaseClient();
  let request = client.from('profiles').select('id, display_name').in('id', ids);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  const names = new Map<string, string>();
  for (const profile of data ?? []) {
    const name = profile.display_name?.trim();
    if (name) names.set(profile.id, name);
  }
  return names;
}
