import { queryOptions } from '@tanstack/react-query';
import { getSupabaseClient } from '@/lib/supabase-client';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';
import type { ChildProfile } from './child-profile';
import { keepChildProfilesOnDevice, readChildProfilesOnDevice } from './child-profiles-on-device';
import { familyScope } from './family-query-keys';

/** The parent's children, oldest first; kept on the device for switching profiles and /family offline. */
export async function listChildProfiles(userId: string): Promise<ChildProfile[]> {
  if (globalThis.navigator?.onLine === false) return readChildProfilesOnDevice(userId);
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('child_profiles')
    .select('id, display_name, avatar, reading_band, ai_allowed')
    .eq('user_id', userId)
    .order('created_at')
    .retry(false);
  if (error) throw new Error(error.message);
  keepChildProfilesOnDevice(userId, data);
  return data;
}

export const childProfilesQueryKey = (userId: string) =>
  [...familyScope(userId), 'children'] as const;

export const listChildProfilesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: childProfilesQueryKey(userId),
    queryFn: () => listChildProfiles(userId),
    networkMode: 'always',
    retry: retryOnceWhileOnline,
  });
