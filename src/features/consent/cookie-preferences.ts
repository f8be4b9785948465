export const COOKIE_CATEGORIES = ['essential', 'functional', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export type OptionalCookieCategory = Exclude<CookieCategory, 'essential'>;

export interface CookiePreferences {
  essential: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

/** docs/product.md §4: Accept All turns on all four categories. */
export function createAcceptAllPreferences(): CookiePreferences {
  return { essential: true, functional: true, analytics: true, marketing: true };
}

/** docs/product.md §4: Decline Optional keeps only essential cookies. */
export function createDeclineOptionalPreferences(): CookiePreferences {
  return { essential: true, functional: false, analytics: false, marketing: false };
}

/** Custom settings: whatever the visitor chose, except that essential can never be switched off. */
export function createCustomPreferences(
  choice: Partial<Record<CookieCategory, unknown>>,
): CookiePreferences {
  return {
    essential: true,
    functional: choice.functional === true,
    analytics: choice.analytics === true,
    marketing: choice.marketing === true,
  };
}

export function isCategoryAllowed(
  preferences: CookiePreferences | null,
  category: CookieCategory,
): boolean {
  if (category === 'essential') return true;
  return preferences?.[category] === true;
}

/** Reads a stored preferences value, tolerating tampered or outdated cookies by falling back to null. */
export function parseCookiePreferences(raw: string | null): CookiePreferences | null {
  if (raw === null || raw === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return createCustomPreferences(parsed as Record<string, unknown>);
  } catch {
    return null;
  }
}
