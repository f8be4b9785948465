import { COOKIE_NAMES } from '@/offline';
import { deleteCookie, listCookies, readCookie, writeCookie } from './cookie-jar';
import { COOKIE_REGISTRY, findCookieCategory, findCookieLifetimeSeconds } from './cookie-registry';
import {
  isCategoryAllowed,
  parseCookiePreferences,
  type CookiePreferences,
} from './cookie-preferences';

export interface ConsentRecord {
  hasConsent: boolean;
  preferences: CookiePreferences | null;
}

export function readConsent(): ConsentRecord {
  const preferences = parseCookiePreferences(readCookie(COOKIE_NAMES.consentPreferences));
  return {
    hasConsent: readCookie(COOKIE_NAMES.consent) === 'true' && preferences !== null,
    preferences,
  };
}

/** docs/product.md §5: optional cookies whose category is not permitted are removed; essential ones never. */
export function removeDisallowedCookies(preferences: CookiePreferences | null): string[] {
  const removed: string[] = [];
  for (const { name } of listCookies()) {
    const category = findCookieCategory(name);
    if (category === null || isCategoryAllowed(preferences, category)) continue;
    deleteCookie(name);
    removed.push(name);
  }
  return removed;
}

/** Stores the consent flag and the chosen categories (both 1 year), then applies the choice. */
export function recordConsent(preferences: CookiePreferences): void {
  writeCookie(COOKIE_NAMES.consent, 'true', findCookieLifetimeSeconds(COOKIE_NAMES.consent));
  writeCookie(
    COOKIE_NAMES.consentPreferences,
    JSON.stringify(preferences),
    findCookieLifetimeSeconds(COOKIE_NAMES.consentPreferences),
  );
  removeDisallowedCookies(preferences);
}

/** Writes one of our cookies only if its category is permitted; returns whether it was written. */
export function setPermittedCookie(name: string, value: string): boolean {
  const category = findCookieCategory(name) ?? 'essential';
  if (!isCategoryAllowed(readConsent().preferences, category)) return false;
  writeCookie(name, value, findCookieLifetimeSeconds(name, value));
  return true;
}

/** Removes every cookie the app sets, consent included, so the banner asks again. */
export function clearAppCookies(): void {
  for (const { name } of listCookies()) {
    if (name in COOKIE_REGISTRY || findCookieCategory(name) !== null) deleteCookie(name);
  }
}
