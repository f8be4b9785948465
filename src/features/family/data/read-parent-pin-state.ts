import { queryOptions } from '@tanstack/react-query';
import { getSupabaseClient } from '@/lib/supabase-client';
import { retryOnceWhileOnline } from '@/lib/retry-once-while-online';
import { familyScope } from './family-query-keys';
import { hasParentPinOnDevice } from './parent-pin-on-device';

export interface ParentPinState {
  hasPin: boolean;
  lockedUntil: string | null;
}

/**
 * Whether the parent has set a PIN and whether it is locked; the hash never reaches the page.
 * Offline, the device's word: a PIN is set when it keeps the PIN's hash (its own lock is its check's).
 */
export async function readParentPinState(userId: string): Promise<ParentPinState> {
  if (globalThis.navigator?.onLine === false)
    return { hasPin: hasParentPinOnDevice(userId), lockedUntil: null };
  const client = await getSupabaseClient();
  const { data, error } = await client.rpc('read_parent_pin_state').retry(false);
  if (error) throw new Error(error.message);
  const [state] = data;
  return { hasPin: state?.has_pin ?? false, lockedUntil: state?.locked_until ?? null };
}

export const parentPinStateQueryKey = (userId: string) =>
  [...familyScope(userId), 'pin-state'] as const;

export const readParentPinStateQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: parentPinStateQueryKey(userId),
    queryFn: () => readParentPinState(userId),
    networkMode: 'always',
    retry: retryOnceWhileOnline,
  });
