export const AUTOSAVE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function readTimestamp(value: string | null): number | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    const timestamp =
      parsed && typeof parsed === 'object' && 'timestamp' in parsed ? parsed.timestamp : undefined;
    const time =
      typeof timestamp === 'number'
        ? timestamp
        : typeof timestamp === 'string'
          ? Date.parse(timestamp)
          : Number.NaN;
    return Number.isFinite(time) ? time : null;
  } catch {
    return null;
  }
}

/**
 * docs/product.md §9: session-storage autosave entries ({ timestamp, ... } under the autosave prefix) older
 * than 24 h are removed at start. An entry without a readable timestamp cannot prove it is recent
 * and goes too. Returns the removed keys.
 */
export function removeExpiredAutosaves(session: Storage, prefix: string, now: number): string[] {
  const expired = Array.from({ length: session.length }, (_, index) => session.key(index)).filter(
    (key): key is string => {
      if (key === null || !key.startsWith(prefix)) return false;
      const timestamp = readTimestamp(session.getItem(key));
      return timestamp === null || now - timestamp > AUTOSAVE_MAX_AGE_MS;
    },
  );
  for (const key of expired) session.removeItem(key);
  return expired;
}
