const STALE_PREFIXES = ['debug_', 'temp_', 'test_'];
const STALE_FRAGMENTS = ['recovery_attempt', 'session_'];

/**
 * docs/product.md §9: local keys starting with debug_, temp_ or test_, or containing recovery_attempt or
 * session_, are leftovers and go at start. supabase-js keeps the sign-in under
 * 'sb-<project ref>-auth-token', which matches none of these, so the user stays signed in.
 */
export function isStaleLocalKey(key: string): boolean {
  return (
    STALE_PREFIXES.some((prefix) => key.startsWith(prefix)) ||
    STALE_FRAGMENTS.some((fragment) => key.includes(fragment))
  );
}

/** Removes the stale keys from localStorage and returns their names. */
export function purgeStaleLocalKeys(storage: Storage): string[] {
  const stale = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && isStaleLocalKey(key),
  );
  for (const key of stale) storage.removeItem(key);
  return stale;
}
