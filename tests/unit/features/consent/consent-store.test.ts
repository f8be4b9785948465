import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES } from '@/offline/storage-keys';
import { useConsentStore } from '@/features/consent/consent-store';
import { listCookies, readCookie, writeCookie } from '@/features/consent/cookie-jar';

beforeEach(() => {
  for (const { name } of listCookies()) document.cookie = `${name}=; Max-Age=0; Path=/`;
  useConsentStore.getState().refresh();
});
afterEach(() => vi.unstubAllGlobals());

/** The browser's asynchronous cookie store (jsdom has none): it keeps what it is given, or drops it. */
function stubCookieStore({ keeps }: { keeps: boolean }) {
  const kept = new Map<string, string>();
  const store = {
    set: vi.fn(async ({ name, value }: { name: string; value: string }) => {
      if (keeps) kept.set(name, value);
    }),
    get: vi.fn(async (name: string) => (kept.has(name) ? { name, value: kept.get(name) } : null)),
    delete: vi.fn(async ({ name }: { name: string }) => void kept.delete(name)),
  };
  vi.stubGlobal('cookieStore', store);
  return { store, kept };
}

describe('consent store', () => {
  it('reads no cookie when the app starts, only once it is first refreshed (when the page is idle)', async () => {
    vi.resetModules();
    const readCookies = vi.spyOn(Document.prototype, 'cookie', 'get');
    try {
      const { useConsentStore: started } = await import('@/features/consent/consent-store');
      expect(started.getState()).toMatchObject({ known: false, hasConsent: false });
      expect(readCookies).not.toHaveBeenCalled();
      started.getState().refresh();
      expect(readCookies).toHaveBeenCalled();
      expect(started.getState()).toMatchObject({ known: true, supported: true, hasConsent: false });
    } finally {
      readCookies.mockRestore();
    }
  });

  it('asks for consent while cookies work and no choice is recorded', () => {
    expect(useConsentStore.getState()).toMatchObject({
      supported: true,
      hasConsent: false,
      preferences: null,
    });
  });

  it('Accept All records consent and closes the settings', () => {
    useConsentStore.getState().openSettings();
    useConsentStore.getState().acceptAll();
    expect(useConsentStore.getState()).toMatchObject({
      hasConsent: true,
      settingsOpen: false,
      preferences: { essential: true, functional: true, analytics: true, marketing: true },
    });
  });

  it('saved custom settings keep essential on whatever is passed', () => {
    useConsentStore
      .getState()
      .savePreferences({ functional: false, analytics: true, marketing: false });
    expect(useConsentStore.getState().preferences).toEqual({
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
    });
  });

  it('Decline Optional after Accept All removes a functional cookie set in between', () => {
    useConsentStore.getState().acceptAll();
    writeCookie(COOKIE_NAMES.theme, 'dark', 60);
    useConsentStore.getState().declineOptional();
    expect(readCookie(COOKIE_NAMES.theme)).toBeNull();
    expect(useConsentStore.getState().preferences?.functional).toBe(false);
  });

  it('Clear All forgets the choice so the banner asks again', () => {
    useConsentStore.getState().acceptAll();
    useConsentStore.getState().clearAll();
    expect(useConsentStore.getState()).toMatchObject({ hasConsent: false, preferences: null });
    expect(readCookie(COOKIE_NAMES.consent)).toBeNull();
  });

  it('refresh picks up a choice made in another tab', () => {
    writeCookie(COOKIE_NAMES.consent, 'true', 60);
    writeCookie(
      COOKIE_NAMES.consentPreferences,
      JSON.stringify({ essential: true, functional: true }),
      60,
    );
    useConsentStore.getState().refresh();
    expect(useConsentStore.getState()).toMatchObject({
      hasConsent: true,
      preferences: { essential: true, functional: true, analytics: false, marketing: false },
    });
  });

  it('the first read, at idle, checks cookies through the asynchronous cookie store without writing document.cookie', async () => {
    writeCookie(COOKIE_NAMES.consent, 'true', 60);
    writeCookie(COOKIE_NAMES.consentPreferences, JSON.stringify({ essential: true }), 60);
    const { store, kept } = stubCookieStore({ keeps: true });
    const writeCookies = vi.spyOn(Document.prototype, 'cookie', 'set');
    try {
      await useConsentStore.getState().readWhenIdle();
      expect(writeCookies).not.toHaveBeenCalled();
    } finally {
      writeCookies.mockRestore();
    }
    expect(store.set).toHaveBeenCalledWith(expect.objectContaining({ value: '1' }));
    expect(kept.size).toBe(0);
    expect(useConsentStore.getState()).toMatchObject({
      known: true,
      supported: true,
      hasConsent: true,
    });
  });

  it('the first read finds cookies unsupported when the cookie store drops what it is given', async () => {
    stubCookieStore({ keeps: false });
    await useConsentStore.getState().readWhenIdle();
    expect(useConsentStore.getState()).toMatchObject({ known: true, supported: false });
  });
});
