import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '@/offline/storage-keys';
import { listCookies, readCookie, writeCookie } from '@/features/consent/cookie-jar';
import {
  clearAppCookies,
  readConsent,
  recordConsent,
  removeDisallowedCookies,
  setPermittedCookie,
} from '@/features/consent/consent-cookies';
import {
  createAcceptAllPreferences,
  createCustomPreferences,
  createDeclineOptionalPreferences,
} from '@/features/consent/cookie-preferences';
import {
  COOKIE_LIFETIME_DAYS,
  findCookieCategory,
  findCookieLifetimeSeconds,
} from '@/features/consent/cookie-registry';

const DAY = 86_400;
const cookieDescriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
let writes: string[] = [];

function removeEveryCookie() {
  for (const { name } of listCookies())
    cookieDescriptor.set!.call(document, `${name}=; Max-Age=0; Path=/`);
}

beforeEach(() => {
  removeEveryCookie();
  writes = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieDescriptor.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      cookieDescriptor.set!.call(document, value);
    },
  });
});

afterEach(() => {
  delete (document as { cookie?: string }).cookie;
  removeEveryCookie();
});

function namesOf() {
  return listCookies()
    .map((cookie) => cookie.name)
    .sort();
}

describe('recording consent', () => {
  it('Accept All stores the flag and all four categories for one year', () => {
    recordConsent(createAcceptAllPreferences());
    expect(readCookie(COOKIE_NAMES.consent)).toBe('true');
    expect(JSON.parse(readCookie(COOKIE_NAMES.consentPreferences)!)).toEqual(
      createAcceptAllPreferences(),
    );
    expect(readConsent()).toEqual({ hasConsent: true, preferences: createAcceptAllPreferences() });
    const year = `Max-Age=${365 * DAY}`;
    expect(writes.find((w) => w.startsWith(`${COOKIE_NAMES.consent}=`))).toContain(year);
    expect(writes.find((w) => w.startsWith(`${COOKIE_NAMES.consentPreferences}=`))).toContain(year);
  });

  it('no consent is recorded until a choice is made', () => {
    expect(readConsent()).toEqual({ hasConsent: false, preferences: null });
  });

  it('Decline Optional removes functional, analytics and marketing cookies but keeps essential ones', () => {
    recordConsent(createAcceptAllPreferences());
    writeCookie(COOKIE_NAMES.theme, 'dark', DAY);
    writeCookie(COOKIE_NAMES.rememberMe, 'true', DAY);
    writeCookie('_ga', 'GA1.1.123', DAY);
    writeCookie('_fbp', 'fb.1.2', DAY);
    writeCookie('unrelated', 'kept', DAY);

    recordConsent(createDeclineOptionalPreferences());

    expect(namesOf()).toEqual(
      [COOKIE_NAMES.consent, COOKIE_NAMES.consentPreferences, 'unrelated'].sort(),
    );
    expect(readConsent().preferences).toEqual(createDeclineOptionalPreferences());
  });

  it('custom settings remove only the categories that are switched off', () => {
    writeCookie(COOKIE_NAMES.userPreferences, '{}', DAY);
    writeCookie('_gid', 'x', DAY);
    writeCookie('_gcl_au', 'y', DAY);

    recordConsent(createCustomPreferences({ functional: true, analytics: false, marketing: true }));

    expect(namesOf()).toEqual(
      [
        COOKIE_NAMES.consent,
        COOKIE_NAMES.consentPreferences,
        COOKIE_NAMES.userPreferences,
        '_gcl_au',
      ].sort(),
    );
  });

  it('without any choice, optional cookies are removed and essential ones never are', () => {
    writeCookie(COOKIE_NAMES.theme, 'dark', DAY);
    writeCookie(COOKIE_NAMES.consent, 'true', DAY);
    expect(removeDisallowedCookies(null)).toEqual([COOKIE_NAMES.theme]);
    expect(namesOf()).toEqual([COOKIE_NAMES.consent]);
  });
});

describe('setting app cookies', () => {
  it('refuses a functional cookie until functional cookies are allowed', () => {
    recordConsent(createDeclineOptionalPreferences());
    expect(setPermittedCookie(COOKIE_NAMES.theme, 'dark')).toBe(false);
    expect(readCookie(COOKIE_NAMES.theme)).toBeNull();

    recordConsent(createCustomPreferences({ functional: true }));
    expect(setPermittedCookie(COOKIE_NAMES.theme, 'dark')).toBe(true);
    expect(readCookie(COOKIE_NAMES.theme)).toBe('dark');
  });

  it('remember-me lasts 30 days when on and is a session cookie when off', () => {
    recordConsent(createAcceptAllPreferences());
    setPermittedCookie(COOKIE_NAMES.rememberMe, 'true');
    expect(writes.at(-1)).toContain(`Max-Age=${30 * DAY}`);
    setPermittedCookie(COOKIE_NAMES.rememberMe, 'false');
    expect(writes.at(-1)).not.toContain('Max-Age');
    expect(readCookie(COOKIE_NAMES.rememberMe)).toBe('false');
  });

  it('Clear All removes our cookies, consent included, and leaves others alone', () => {
    recordConsent(createAcceptAllPreferences());
    setPermittedCookie(COOKIE_NAMES.theme, 'light');
    writeCookie('unrelated', 'kept', DAY);
    clearAppCookies();
    expect(namesOf()).toEqual(['unrelated']);
    expect(readConsent().hasConsent).toBe(false);
  });
});

describe('cookie lifetimes (docs/product.md §9)', () => {
  it.each([
    [COOKIE_NAMES.consent, 'true', 365],
    [COOKIE_NAMES.consentPreferences, '{}', 365],
    [COOKIE_NAMES.theme, 'dark', 365],
    [COOKIE_NAMES.userPreferences, '{}', 365],
    [COOKIE_NAMES.rememberMe, 'true', 30],
    [COOKIE_NAMES.rememberMe, 'false', 0],
    [COOKIE_NAMES.storySettings, '{}', 7],
    ['something_else', 'x', 1],
  ])('%s=%s lasts %i days', (name, value, days) => {
    expect(findCookieLifetimeSeconds(name, value)).toBe(days * DAY);
  });

  it('declares the table of docs/product.md §9', () => {
    expect(COOKIE_LIFETIME_DAYS).toMatchObject({
      consent: 365,
      preferences: 365,
      rememberMe: 30,
      storySettings: 7,
      default: 1,
    });
  });

  it('knows the category of our cookies and of common trackers', () => {
    expect(findCookieCategory(COOKIE_NAMES.consent)).toBe('essential');
    expect(findCookieCategory(COOKIE_NAMES.storySettings)).toBe('functional');
    expect(findCookieCategory('_ga_ABC123')).toBe('analytics');
    expect(findCookieCategory('_fbp')).toBe('marketing');
    expect(findCookieCategory('unrelated')).toBeNull();
  });
});
