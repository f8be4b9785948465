export interface LegacyKeys {
  keys: readonly string[];
  prefixes: readonly string[];
}

/**
 * Older versions kept per-tab state (the session state, autosave drafts) in localStorage, where it
 * outlived the tab and leaked between tabs. At start those entries move to sessionStorage; a value
 * the tab already has in sessionStorage is newer and wins. Returns the moved keys.
 */
export function moveLegacyKeysToSession(
  local: Storage,
  session: Storage,
  legacy: LegacyKeys,
): string[] {
  const isLegacy = (key: string) =>
    legacy.keys.includes(key) || legacy.prefixes.some((prefix) => key.startsWith(prefix));
  const moving = Array.from({ length: local.length }, (_, index) => local.key(index)).filter(
    (key): key is string => key !== null && isLegacy(key),
  );
  for (const key of moving) {
    const value = local.getItem(key);
    if (value !== null && session.getItem(key) === null) session.setItem(key, value);
    local.removeItem(key);
  }
  return moving;
}
