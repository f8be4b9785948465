interface Entry {
  storedAt: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

/** Usage is kept 30 s, tier limits and founder status 5 min (spec §9). */
export const USAGE_CACHE_MS = 30_000;
export const TIER_LIMITS_CACHE_MS = 300_000;
export const FOUNDER_CACHE_MS = 300_000;

/**
 * Answers from memory while the entry is younger than ttlMs, so reopening the subscription tab does
 * not refetch; a failed load is forgotten at once so the next visit tries again.
 */
export function readCached<T>(key: string, ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const entry = entries.get(key);
  if (entry && now() - entry.storedAt < ttlMs) return entry.value as Promise<T>;
  const value = load();
  entries.set(key, { storedAt: now(), value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
